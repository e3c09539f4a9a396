import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pwaRegister } from '../../test/pwa-register-stub';
import { ReloadPrompt, UPDATE_TITLE } from './reload-prompt';

describe(ReloadPrompt.name, () => {
  afterEach(() => {
    pwaRegister.waiting = false;
    pwaRegister.updateServiceWorker.mockClear();
  });

  it('stays hidden while no new version waits', () => {
    render(<ReloadPrompt />);
    expect(screen.queryByText(UPDATE_TITLE)).not.toBeInTheDocument();
  });

  it('offers the waiting version, and Reload hands over to it', async () => {
    const user = userEvent.setup();
    pwaRegister.waiting = true;
    render(<ReloadPrompt />);
    expect(screen.getByRole('alert')).toHaveTextContent('A new version is available');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwaRegister.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('goes away on Not now without reloading', async () => {
    const user = userEvent.setup();
    pwaRegister.waiting = true;
    render(<ReloadPrompt />);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(UPDATE_TITLE)).not.toBeInTheDocument();
    expect(pwaRegister.updateServiceWorker).not.toHaveBeenCalled();
  });
});
