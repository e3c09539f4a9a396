import { jest } from '@jest/globals';
import { ARGON2_OPTIONS, PasswordHasher } from './password-hasher.js';

describe(PasswordHasher.name, () => {
  const hasher = new PasswordHasher();

  it('stores an argon2id hash with its own salt, never the password', async () => {
    const first = await hasher.hash('correct horse battery');
    const second = await hasher.hash('correct horse battery');
    const [, algorithm, , parameters] = first.split('$');
    expect(algorithm).toBe('argon2id');
    expect(parameters.split(',').sort()).toEqual(
      [`m=${ARGON2_OPTIONS.memoryCost}`, `p=${ARGON2_OPTIONS.parallelism}`, `t=${ARGON2_OPTIONS.timeCost}`].sort(),
    );
    expect(first).not.toContain('correct horse');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('correct horse battery');
    await expect(hasher.verify(hash, 'correct horse battery')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'Correct horse battery')).resolves.toBe(false);
  });

  it('answers false for a hash it cannot read', async () => {
    await expect(hasher.verify('not a hash', 'anything')).resolves.toBe(false);
  });

  it('does a real verification for an unknown account, and always answers false', async () => {
    const verify = jest.spyOn(hasher, 'verify');
    await expect(hasher.verifyUnknownAccount('whatever')).resolves.toBe(false);
    expect(verify).toHaveBeenCalledWith(expect.stringMatching(/^\$argon2id\$/), 'whatever');
  });
});
