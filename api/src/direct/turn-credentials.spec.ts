import { expect } from '@jest/globals';
import { turnCredential, turnUserOf } from './turn-credentials.js';

describe(turnCredential.name, () => {
  it('signs `{expiry}:{id}` with HMAC-SHA1 in base64, as coturn checks it', () => {
    // `printf 1700000000:alice | openssl dgst -sha1 -hmac north -binary | base64`: another implementation's answer
    // for the secret coturn's sample configuration uses.
    expect(turnCredential('north', 1_700_000_000, 'alice')).toEqual({
      username: '1700000000:alice',
      credential: 'Cd/49soE35ICqcJF/bCTn8Z4OyE=',
    });
  });
});

describe(turnUserOf.name, () => {
  it("names each session's credentials alike, and no two sessions' the same, without giving the session away", () => {
    const sessions = Array.from({ length: 20 }, (_, index) => `session-${index}`.padEnd(22, 'x'));
    const ids = sessions.map(turnUserOf);
    expect(new Set(ids).size).toBe(ids.length);
    expect(turnUserOf(sessions[0])).toBe(ids[0]);
    for (const [index, id] of ids.entries()) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(id).not.toContain(sessions[index]);
    }
  });
});
