import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { TEST_CHALLENGE_SECRETS as SECRETS, testChallenge } from '../../test/test-challenge';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import { challengeOf, proofOfWorkHeader, solveProofOfWork } from './proof-of-work';

describe('proof of work', () => {
  installNodeWebCrypto();

  it('solves a real challenge without a Worker (jsdom), and the API would accept the solution', async () => {
    expect(typeof Worker).toBe('undefined');
    const challenge = await testChallenge(300);
    const solution = await solveProofOfWork(challenge);
    expect(solution).toMatchObject({ counter: 300, derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) as string });
    const verdict = await verifySolution({ challenge, solution: solution!, deriveKey, ...SECRETS });
    expect(verdict.verified).toBe(true);
  });

  it('encodes the header as base64 of { challenge, solution } in JSON', async () => {
    const challenge = await testChallenge(5);
    const solution = (await solveProofOfWork(challenge))!;
    const header = proofOfWorkHeader(challenge, solution);
    expect(header).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(atob(header))).toEqual({ challenge, solution });
  });

  it('keeps text beyond Latin-1 intact in the header', () => {
    const challenge = { parameters: { data: { note: 'Ünï ✓' } }, signature: 's' } as never;
    const header = proofOfWorkHeader(challenge, { counter: 1, derivedKey: 'ab' });
    const json = new TextDecoder().decode(Uint8Array.from(atob(header), (char) => char.charCodeAt(0)));
    const decoded = JSON.parse(json) as { challenge: { parameters: { data: { note: string } } } };
    expect(decoded.challenge.parameters.data.note).toBe('Ünï ✓');
  });

  it('gives up with null once aborted', async () => {
    const challenge = await testChallenge(5_000_000);
    const controller = new AbortController();
    const solving = solveProofOfWork(challenge, controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(solving).resolves.toBeNull();
    const aborted = new AbortController();
    aborted.abort();
    await expect(solveProofOfWork(challenge, aborted.signal)).resolves.toBeNull();
  });

  it('finds the challenge in a 429 body, and nothing in other bodies', async () => {
    const challenge = await testChallenge(5);
    expect(challengeOf({ statusCode: 429, message: 'm', proofOfWork: { challenge } })).toBe(challenge);
    expect(challengeOf({ statusCode: 429, message: 'Too many requests' })).toBeNull();
    expect(challengeOf({ proofOfWork: { challenge: { signature: 'no parameters' } } })).toBeNull();
    expect(challengeOf('text')).toBeNull();
    expect(challengeOf(undefined)).toBeNull();
  });
});
