import { act, screen } from '@testing-library/react';
import { COUNTER_DURATION_MS } from '../../lib/demo/count-up';
import { renderPage } from '../../test/render-with-router';
import FeaturesPage from './features-page';

const counterValues = () => screen.getAllByTestId('counter-value').map((element) => Number(element.textContent));

describe('FeaturesPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has four cards to the spec screens, a Why section and Platform Activity', () => {
    renderPage(<FeaturesPage />, '/features');
    const hrefs = ['/data-sharing', '/file-access', '/secure-cloud-storage', '/end-to-end-encryption'];
    for (const href of hrefs) expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    expect(screen.getByRole('heading', { name: /Why/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Platform Activity' })).toBeInTheDocument();
  });

  it('counts up from 0 to 5280, 1340 and 1750 over 250000 ms, then stops', () => {
    renderPage(<FeaturesPage />, '/features');
    expect(counterValues()).toEqual([0, 0, 0]);

    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    const halfway = counterValues();
    halfway.forEach((value, index) => {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan([5280, 1340, 1750][index]);
    });

    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    expect(counterValues()).toEqual([5280, 1340, 1750]);
    expect(jest.getTimerCount()).toBe(0);
    expect(screen.getByText('Daily active users')).toBeInTheDocument();
    expect(screen.getByText('GB shared daily')).toBeInTheDocument();
    expect(screen.getByText('Files restored by AI')).toBeInTheDocument();
  });
});
