import { act, render, screen } from '@testing-library/react';
import { OFFLINE_TITLE, OfflineIndicator } from './offline-indicator';

describe(OfflineIndicator.name, () => {
  it('appears when the network goes and leaves when it returns', () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      render(<OfflineIndicator />);
      expect(screen.queryByText(OFFLINE_TITLE)).not.toBeInTheDocument();

      online.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByRole('status')).toHaveTextContent('You are offline. Pages you have opened still work.');
      expect(screen.getByRole('status')).toHaveTextContent('files you share now are queued');

      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByText(OFFLINE_TITLE)).not.toBeInTheDocument();
    } finally {
      online.mockRestore();
    }
  });
});
