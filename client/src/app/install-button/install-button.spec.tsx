import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallButton } from './install-button';

/** What Chromium fires when the app can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

describe(InstallButton.name, () => {
  it('appears when the browser offers installing, and opens its dialog once', async () => {
    const user = userEvent.setup();
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    const { event, prompt } = offerInstall('accepted');
    // The browser's own mini-infobar is held back: the app offers installing itself.
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('goes away on Not now, and when the app got installed another way', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<InstallButton />);
    offerInstall('dismissed');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    unmount();

    render(<InstallButton />);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
