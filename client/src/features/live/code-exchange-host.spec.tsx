import { act, render, screen } from '@testing-library/react';
import { CodeExchangeHost } from './code-exchange-host';
import type { HostListeners } from './host/host-while-open';
import { useLiveHost } from './use-live-host';

jest.mock('./use-live-host', () => ({ useLiveHost: jest.fn() }));

const hosting = jest.mocked(useLiveHost);

function heard(): HostListeners {
  return hosting.mock.calls.at(-1)![0];
}

describe('CodeExchangeHost', () => {
  it('says when a share was opened by its code', () => {
    render(<CodeExchangeHost />);
    act(() => heard().onOpened('4821'));
    expect(screen.getByText('Someone opened your share with the code 4821.')).toBeTruthy();
  });

  it("shows a file request's check number once an uploader got its key by code, to compare with theirs", () => {
    render(<CodeExchangeHost />);
    act(() => heard().onRequestOpened?.('0427', '031415'));
    expect(
      screen.getByText(
        'Someone opened your file request with the code 0427. Check number: 031415. If they see the same number, nobody came in between.',
      ),
    ).toBeTruthy();
  });
});
