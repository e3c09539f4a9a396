import { tokenHash } from '../../common/random-token.js';
import type { FileRequest } from '../file-request.entity.js';
import { ENDED_REQUEST_KEPT_MS, goneReasonOf, requestTombstoneOf } from './request-tombstone.js';

const NOW = new Date('2030-01-01T12:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

function request(overrides: Partial<FileRequest> = {}): FileRequest {
  return {
    id: 1,
    publicId: 'p'.repeat(22),
    code: '0427',
    linkKey: 'k'.repeat(22),
    requesterKeyHash: 'r'.repeat(64),
    uploadTokenHash: 'u'.repeat(64),
    card: 'card',
    retention: '2h',
    createdAt: new Date(NOW.getTime() - HOUR_MS),
    closesAt: new Date(NOW.getTime() + HOUR_MS),
    keepUntil: new Date(NOW.getTime() + HOUR_MS),
    sizeCap: null,
    ownerId: null,
    answers: 0,
    receivedBytes: 0,
    endedReason: null,
    removedAt: null,
    removalCategory: null,
    removalReasons: null,
    revision: 0,
    ...overrides,
  };
}

describe(goneReasonOf.name, () => {
  it('is null while it is open, `expired` from the millisecond it closes, else what ended it', () => {
    expect(goneReasonOf(request(), NOW)).toBeNull();
    expect(goneReasonOf(request({ closesAt: NOW }), NOW)).toBe('expired');
    expect(goneReasonOf(request({ endedReason: 'ended' }), NOW)).toBe('ended');
    expect(goneReasonOf(request({ endedReason: 'removed', closesAt: NOW }), NOW)).toBe('removed');
  });
});

describe(requestTombstoneOf.name, () => {
  it('keeps the link only as a hash, why it ended and when, for a week', () => {
    const closed = request({ closesAt: new Date(NOW.getTime() - HOUR_MS) });
    expect(requestTombstoneOf(closed, NOW)).toEqual({
      linkKeyHash: tokenHash(closed.linkKey),
      code: '0427',
      requesterKeyHash: closed.requesterKeyHash,
      reason: 'expired',
      category: null,
      reasons: null,
      endedAt: closed.closesAt,
      keepUntil: new Date(NOW.getTime() + ENDED_REQUEST_KEPT_MS),
    });
  });

  it("keeps an operator's removal with its category and reasons", () => {
    const removedAt = new Date(NOW.getTime() - 10_000);
    const removed = request({
      endedReason: 'removed',
      removedAt,
      removalCategory: 'privacy',
      removalReasons: 'Asked for identity papers under false pretences.',
    });
    expect(requestTombstoneOf(removed, NOW)).toEqual(
      expect.objectContaining({ reason: 'removed', category: 'privacy', endedAt: removedAt }),
    );
  });
});
