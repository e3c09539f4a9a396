import { expect } from '@jest/globals';
import { turnCredential } from './turn-credentials.js';

describe(turnCredential.name, () => {
  it('signs `{expiry}:{id}` with HMAC-SHA1 in base64, as coturn checks it', () => {
    // `printf 1700000000:alice | openssl dgst -sha1 -hmac north -binary | base64`: another implementation's answer
    // for the secret coturn's sample configuration uses.
    expect(turnCredential('north', 1_700_000_000, 'alice')).toEqual({
      username: '1700000000:alice',
      credential: 'Cd/49soE35ICqcJF/bCTn8Z4OyE=',
    });
  });

  it('draws a new id for every hand-out', () => {
    const names = Array.from({ length: 20 }, () => turnCredential('north', 1_700_000_000).username);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^1700000000:[A-Za-z0-9_-]{16}$/);
  });
});
