import { expect } from '@jest/globals';
import { InProcessReceipts, RECEIPT_WINDOW_MS } from './direct-receipts.js';

const SHARE = 7;
const OTHER_SHARE = 8;
const SESSION = 'q8Xk0vY3m9TfR2cLw7hN1A';
const OTHER_SESSION = 'Zz8Xk0vY3m9TfR2cLw7hN1';

describe(InProcessReceipts.name, () => {
  let now: number;
  let receipts: InProcessReceipts;

  beforeEach(() => {
    now = 1_000_000;
    receipts = new InProcessReceipts(() => now);
  });

  it('counts each file once per answered session of its share, and nothing else', async () => {
    expect(await receipts.claim(SHARE, SESSION, 1)).toBe('unknown-session');
    await receipts.answered(SHARE, SESSION);
    expect(await receipts.claim(OTHER_SHARE, SESSION, 1)).toBe('unknown-session');
    expect(await receipts.claim(SHARE, OTHER_SESSION, 1)).toBe('unknown-session');
    expect(await receipts.claim(SHARE, SESSION, 1)).toBe('counted');
    expect(await receipts.claim(SHARE, SESSION, 1)).toBe('counted-before');
    expect(await receipts.claim(SHARE, SESSION, 2)).toBe('counted');
  });

  it('forgets a session RECEIPT_WINDOW_MS after its answer', async () => {
    await receipts.answered(SHARE, SESSION);
    now += RECEIPT_WINDOW_MS - 1;
    await receipts.answered(SHARE, OTHER_SESSION);
    expect(await receipts.claim(SHARE, SESSION, 1)).toBe('counted');
    now += 1;
    expect(await receipts.claim(SHARE, SESSION, 2)).toBe('unknown-session');
    expect(await receipts.claim(SHARE, OTHER_SESSION, 2)).toBe('counted');
  });
});
