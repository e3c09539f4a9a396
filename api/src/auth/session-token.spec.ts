import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './session-token.js';

describe(newSessionToken.name, () => {
  it('makes distinct, well-formed 256-bit tokens', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newSessionToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(isWellFormedSessionToken(token)).toBe(true);
  });
});

describe(hashSessionToken.name, () => {
  it('is the SHA-256 hex digest, stable for one token and different from the token', () => {
    const token = newSessionToken();
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
    expect(hashSessionToken(token)).not.toContain(token);
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe(isWellFormedSessionToken.name, () => {
  it.each(['', 'short', `${'a'.repeat(42)}=`, `${'a'.repeat(44)}`, `${'a'.repeat(42)}/`])('refuses %j', (value) => {
    expect(isWellFormedSessionToken(value)).toBe(false);
  });
});
