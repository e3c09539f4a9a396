import type { RecentShare } from './upload-queue/upload-queue';
import { shareOfState } from './queued-share-state';

const share = { id: 's', folderCode: '1234' } as RecentShare;
const progress = { loaded: 0, total: 1 };

describe('shareOfState', () => {
  it('gives the share a state shows, once the server made one', () => {
    expect(shareOfState({ status: 'idle' })).toBeUndefined();
    expect(shareOfState({ status: 'preparing' })).toBeUndefined();
    expect(shareOfState({ status: 'queued', reason: 'offline' })).toBeUndefined();
    expect(shareOfState({ status: 'uploading', progress, share })).toBe(share);
    expect(shareOfState({ status: 'success', result: share })).toBe(share);
    expect(shareOfState({ status: 'failed', message: 'no', share })).toBe(share);
    expect(shareOfState({ status: 'ended', message: 'over', share })).toBe(share);
    expect(shareOfState({ status: 'cancelled', share })).toBe(share);
  });
});
