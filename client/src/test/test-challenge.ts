import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The secrets test challenges are signed with, for verifySolution. */
export const TEST_CHALLENGE_SECRETS = { hmacSignatureSecret: 'challenge secret', hmacKeySignatureSecret: 'key secret' };

/**
 * A challenge made as the API makes it (ALTCHA v2, SHA-256, deterministic: the server picks the counter, so
 * solving it takes `counter + 1` hashes), small enough for a unit test.
 */
export function testChallenge(counter = 300) {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    data: { level: 1 },
    ...TEST_CHALLENGE_SECRETS,
  });
}
