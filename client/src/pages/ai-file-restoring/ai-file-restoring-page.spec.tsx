import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render-with-router';
import AiFileRestoringPage from './ai-file-restoring-page';
import { expectIsolatedSize } from '../../test/isolated-size';

describe('AiFileRestoringPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('is labelled as a demo', () => {
    renderPage(<AiFileRestoringPage />, '/ai-file-restoring');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI File Restoring');
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(screen.getByText('This is a demo.')).toBeInTheDocument();
  });

  it('needs a file', async () => {
    const user = setup();
    renderPage(<AiFileRestoringPage />, '/ai-file-restoring');
    await user.click(screen.getByRole('button', { name: 'Restore with AI' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file to restore.');
    expect(screen.getByRole('button', { name: 'Restore with AI' })).toBeEnabled();
  });

  it('restores for 3 s, shows the result and a 3 s toast', async () => {
    const user = setup();
    renderPage(<AiFileRestoringPage />, '/ai-file-restoring');
    await user.upload(
      screen.getByLabelText('File to restore'),
      new File(['x'.repeat(3072)], 'scan.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Recovery notes (optional)'), 'top is blurred');
    await user.click(screen.getByRole('button', { name: 'Restore with AI' }));

    expect(screen.getByRole('button', { name: 'Restoring...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByText('Restored')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));

    expect(screen.getByText('Restored')).toBeInTheDocument();
    expect(screen.getByText('scan.png')).toBeInTheDocument();
    expectIsolatedSize(screen.getByText('3 KB'));
    expect(screen.getByText('top is blurred', { selector: 'dd' })).toBeInTheDocument();
    const confidence = Number(screen.getByText(/^\d+%$/).textContent.replace('%', ''));
    expect(confidence).toBeGreaterThanOrEqual(80);
    expect(confidence).toBeLessThanOrEqual(99);
    expect(screen.getByRole('button', { name: 'Restore with AI' })).toBeEnabled();

    expect(screen.getByText('File successfully restored!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('File successfully restored!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('File successfully restored!')).not.toBeInTheDocument();
  });
});
