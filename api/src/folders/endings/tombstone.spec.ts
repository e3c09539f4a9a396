import { createHash } from 'node:crypto';
import { Folder } from '../folder.entity.js';
import { ENDED_FOLDER_KEPT_MS } from './ending.js';
import { tombstoneOf } from './tombstone.js';

const NOW = new Date('2030-01-01T12:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

function folder(values: Partial<Folder>): Folder {
  return Object.assign(new Folder(), {
    id: 1,
    code: '0427',
    linkKey: 'q8Xk0vY3m9TfR2cLw7hN1A',
    retention: '2h',
    createdAt: new Date(NOW.getTime() - 3 * HOUR_MS),
    expiresAt: new Date(NOW.getTime() - HOUR_MS),
    arrivedAt: new Date(NOW.getTime() - 3 * HOUR_MS),
    totalBytes: 5,
    receivedBytes: 5,
    ownerId: 7,
    manageKeyHash: 'f'.repeat(64),
    passwordHash: null,
    opens: 3,
    lastOpenedAt: null,
    zipDownloads: 1,
    endedReason: null,
    removedAt: null,
    removalCategory: null,
    removalReasons: null,
    ...values,
  });
}

describe(tombstoneOf.name, () => {
  it('keeps the hash of the link key, the counters, and why and when it ended', () => {
    const expired = folder({});
    expect(tombstoneOf(expired, NOW)).toEqual({
      linkKeyHash: createHash('sha256').update(expired.linkKey).digest('hex'),
      code: '0427',
      reason: 'expired',
      category: null,
      reasons: null,
      endedAt: expired.expiresAt,
      keepUntil: new Date(NOW.getTime() + ENDED_FOLDER_KEPT_MS),
      manageKeyHash: expired.manageKeyHash,
      ownerId: 7,
      retention: '2h',
      createdAt: expired.createdAt,
      arrivedAt: expired.arrivedAt,
      totalBytes: 5,
      receivedBytes: 5,
      opens: 3,
      lastOpenedAt: null,
      zipDownloads: 1,
      passwordProtected: false,
    });
  });

  it("takes the row's reason over the deletion's, and the removal's time as the end", () => {
    const removedAt = new Date(NOW.getTime() - 2 * HOUR_MS);
    const removed = folder({ endedReason: 'removed', removedAt, removalCategory: 'privacy', removalReasons: 'why' });
    expect(tombstoneOf(removed, NOW, { reason: 'ended' })).toMatchObject({
      reason: 'removed',
      category: 'privacy',
      reasons: 'why',
      endedAt: removedAt,
    });
  });

  it('ends a live share deleted outright now, for the reason given, forgetting the sender when asked', () => {
    const live = folder({ expiresAt: new Date(NOW.getTime() + HOUR_MS) });
    expect(tombstoneOf(live, NOW, { reason: 'ended', forgetSender: true })).toMatchObject({
      reason: 'ended',
      endedAt: NOW,
      ownerId: null,
      manageKeyHash: null,
    });
  });

  it('says a share deleted while its files were still arriving stopped: abandoned, it never expired', () => {
    const abandoned = folder({ arrivedAt: null, receivedBytes: 2 });
    expect(tombstoneOf(abandoned, NOW)).toMatchObject({ reason: 'stopped', arrivedAt: null, receivedBytes: 2 });
  });

  it('leaves none for a row without a link key: no link can name it', () => {
    expect(tombstoneOf(folder({ linkKey: null as unknown as string }), NOW)).toBeNull();
  });
});
