import type { RecentShare } from '../../../lib/platform/app-database';
import { hostedSharesOf, roadsOf, sameHostedShares } from './hosted-shares';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const KEY = 'A'.repeat(43);
const nothingHeld = () => undefined;

function recent(overrides: Partial<RecentShare>): RecentShare {
  return {
    id: 'upload-1',
    sharedAt: NOW - 1000,
    announced: true,
    folderCode: '4821',
    folderUrl: `http://localhost/s/4821-q8Xk0vY3m9TfR2cLw7hN1A#${KEY}`,
    manageKey: 'Zq3v9Xb1TmR8cLw2hN0AkQ',
    qrCode: '',
    expiresAt: new Date(NOW + 60_000).toISOString(),
    retention: '2h',
    status: 'live',
    files: [],
    encrypted: true,
    ...overrides,
  };
}

describe(hostedSharesOf.name, () => {
  it('answers the code exchange for the live encrypted shares whose keys this device kept, and no others', () => {
    const shares = [
      recent({}),
      recent({ folderCode: '1111', encrypted: false }),
      recent({ folderCode: '2222', expiresAt: new Date(NOW).toISOString() }),
      recent({ folderCode: '3333', folderUrl: 'http://localhost/s/3333-q8Xk0vY3m9TfR2cLw7hN1A' }),
      recent({ folderCode: '4444', manageKey: '' }),
    ];
    expect(hostedSharesOf(shares, nothingHeld, NOW)).toEqual([
      { folderCode: '4821', manageKey: 'Zq3v9Xb1TmR8cLw2hN0AkQ', shareKey: KEY },
    ]);
  });

  it('sends directly the live shares whose files this page holds, plain or encrypted', () => {
    const objects = Promise.resolve([]);
    const held = (id: string) => (id === 'held' ? objects : undefined);
    const shares = [
      recent({ id: 'held', folderCode: '1111', encrypted: false, directOnly: true }),
      recent({ id: 'held', folderCode: '2222', encrypted: false, expiresAt: new Date(NOW).toISOString() }),
      recent({ id: 'other', folderCode: '3333', encrypted: false }),
    ];
    const hosted = hostedSharesOf(shares, held, NOW);
    expect(hosted.map(({ folderCode, directOnly }) => ({ folderCode, directOnly }))).toEqual([
      { folderCode: '1111', directOnly: true },
    ]);
    expect(roadsOf(hosted[0], { exchange: true, direct: true })).toEqual(['direct']);
  });

  it('hosts a share on both roads, or on those the page may answer for now', () => {
    const [share] = hostedSharesOf([recent({})], () => Promise.resolve([]), NOW);
    expect(roadsOf(share, { exchange: true, direct: true })).toEqual(['code-exchange', 'direct']);
    expect(roadsOf(share, { exchange: false, direct: true })).toEqual(['direct']);
    expect(roadsOf(share, { exchange: true, direct: false })).toEqual(['code-exchange']);
  });

  it('tells an unchanged list from a changed one', () => {
    const one = hostedSharesOf([recent({})], nothingHeld, NOW);
    expect(sameHostedShares(one, hostedSharesOf([recent({})], nothingHeld, NOW))).toBe(true);
    const more = hostedSharesOf([recent({}), recent({ folderCode: '5555' })], nothingHeld, NOW);
    expect(sameHostedShares(one, more)).toBe(false);
    const nowHeld = hostedSharesOf([recent({})], () => Promise.resolve([]), NOW);
    expect(sameHostedShares(one, nowHeld)).toBe(false);
  });
});
