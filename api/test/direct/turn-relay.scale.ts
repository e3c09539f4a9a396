import { expect } from '@jest/globals';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { freePort } from '../support/free-port.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { directShare, type DirectShare, openSenderPage, startOf, startSession, untilAvailable } from './support.js';

/** Longer than the client needs on loopback (a second or two), short of jest's own timeout. */
const UCLIENT_TIMEOUT_MS = 20_000;
const TTL_SECONDS = 600;

/** The run's coturn (scripts/with-test-coturn.sh), as an app's environment names it. */
function runCoturn(): { url: string; secret: string; port: string } {
  const url = process.env.TEST_TURN_URL;
  const secret = process.env.TEST_TURN_SECRET;
  const port = /^turn:127\.0\.0\.1:(\d+)/.exec(url ?? '')?.[1];
  if (!url || !secret || !port)
    throw new Error('TURN tests need coturn: run them through the scale-out run (npm run test:scale-out -w api)');
  return { url, secret, port };
}

/** Packets coturn's test client sends through its relayed address to the peer, which echoes them back. */
const PACKETS = '3';

/**
 * Whether coturn lets these credentials allocate a relayed address and relay packets through it, as a
 * browser's ICE agent would: coturn's own test client, which exits 0 only when its allocation succeeded, sends
 * packets to `peerPort` through the relay and counts those echoed back.
 */
function relays(
  turnPort: string,
  peerPort: number,
  { username, credential }: { username?: string; credential?: string },
): Promise<boolean> {
  const args = ['-p', turnPort, '-u', username!, '-w', credential!, '-n', PACKETS, '-m', '1'];
  args.push('-e', '127.0.0.1', '-r', String(peerPort), '127.0.0.1');
  return new Promise((resolve) => {
    execFile('turnutils_uclient', args, { timeout: UCLIENT_TIMEOUT_MS }, (error, stdout) =>
      resolve(error === null && /Total lost packets 0 /.test(stdout)),
    );
  });
}

/**
 * The API's TURN credentials against a real coturn configured as an operator would (use-auth-secret, the same
 * secret): accepted while fresh, refused once their time has passed, never valid with another credential.
 */
describe('TURN credentials against coturn', () => {
  const coturn = runCoturn();
  let app: TestApp;
  let peer: ChildProcess;
  let peerPort: number;

  beforeAll(async () => {
    // The other party, as coturn's test client expects one: a UDP echo server of coturn's own.
    peerPort = await freePort();
    peer = spawn('turnutils_peer', ['-L', '127.0.0.1', '-p', String(peerPort)], { stdio: 'ignore' });
    app = await createTestApp({
      env: {
        TURN_URLS: coturn.url,
        TURN_SECRET: coturn.secret,
        TURN_CREDENTIAL_TTL_SECONDS: String(TTL_SECONDS),
        DIRECT_ICE_TRANSPORT_POLICY: 'relay',
      },
    });
  });

  afterAll(async () => {
    peer.kill();
    await app.close();
  });

  /** The TURN server a recipient's session is handed, while the sender's page is there. */
  async function turnServerOf(share: DirectShare) {
    const page = openSenderPage(app.baseUrl, share);
    const answer = await untilAvailable(() => app.http(), share)
      .then(async () => startOf(await startSession(() => app.http(), share).expect(201)))
      .finally(() => page.close());
    expect(answer.iceTransportPolicy).toBe('relay');
    expect(answer.iceServers).toHaveLength(1);
    expect(answer.iceServers[0].urls).toEqual([coturn.url]);
    return answer.iceServers[0];
  }

  it(
    "accepts the credentials the API hands a recipient's session, and no others",
    async () => {
      const turn = await turnServerOf(await directShare(app));
      expect(await relays(coturn.port, peerPort, turn)).toBe(true);
      expect(await relays(coturn.port, peerPort, { ...turn, credential: 'bm90IHRoZSBjcmVkZW50aWFsIQ==' })).toBe(false);
    },
    2 * UCLIENT_TIMEOUT_MS,
  );

  it(
    'refuses credentials whose expiry has passed',
    async () => {
      const share = await directShare(app);
      // Handed out by the API's clock a TTL and a minute ago: their expiry is a minute past by coturn's clock.
      app.clock.advance(-(TTL_SECONDS + 60) * 1000);
      const expired = await turnServerOf(share).finally(() => app.clock.advance((TTL_SECONDS + 60) * 1000));
      expect(Number(expired.username!.split(':')[0])).toBeLessThan(Date.now() / 1000);
      expect(await relays(coturn.port, peerPort, expired)).toBe(false);
    },
    UCLIENT_TIMEOUT_MS,
  );
});
