import { listRecentShares } from '../../send';
import { hostWhileOpen } from './host-while-open';
import { hostShares } from './live-host';
import { requestsToHost } from './requests-to-host';

jest.mock('../../send', () => ({
  listRecentShares: jest.fn(),
  openUploadQueueChannel: () => undefined,
  servableObjectsOf: () => undefined,
}));
jest.mock('./live-host', () => ({ hostShares: jest.fn(() => Promise.resolve()) }));
jest.mock('./requests-to-host', () => ({
  ...jest.requireActual<object>('./requests-to-host'),
  requestsToHost: jest.fn(),
}));
jest.mock('./hosted-requests-channel', () => ({ openHostedRequestsChannel: () => undefined }));

const REQUEST = { code: '0427', requesterKey: 'r'.repeat(22), requestKey: new Uint8Array(32) };

describe('hostWhileOpen', () => {
  it("hosts this device's open file requests beside its shares, and hears when an uploader got one's key", async () => {
    jest.mocked(listRecentShares).mockResolvedValue([]);
    jest.mocked(requestsToHost).mockResolvedValue([REQUEST]);
    const controller = new AbortController();
    const onRequestOpened = jest.fn();
    hostWhileOpen(controller.signal, { onOpened: () => undefined, onRequestOpened });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [shares, options] = jest.mocked(hostShares).mock.calls.at(-1)!;
    expect(shares).toEqual([]);
    expect(options.requests).toEqual([REQUEST]);
    expect(options.onRequestOpened).toBe(onRequestOpened);
    controller.abort();
  });
});
