/**
 * Direct transfer through the TURN relay (docs/direct-transfer.md): the servers here force the relay
 * (DIRECT_ICE_TRANSPORT_POLICY=relay) and hand out credentials for the scale-out run's coturn
 * (api/scripts/with-test-coturn.sh), so the two pages can reach each other only through coturn. Chromium runs
 * without the flag that unhides host addresses from mDNS names: with the relay forced the pages exchange relay
 * candidates only, which mDNS never hides. Which road a connection took is read from the pages' own peer
 * connections (getStats), which the init script below records for the test, the app exposing nothing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { newPage, useChromium } from '../../support/browser';
import { startServer, type RunningServer } from '../../support/server';
import { useTempDir } from '../../support/temp-folders';
import { writeFiles } from '../instant/support/instant-pages';
import { DIRECT, THROUGH_SHARECODE, openAndDownload, road, share } from './support/direct-pages';

const MIB = 1024 * 1024;
/** Long enough for a browser to gather and connect after the API handed the credentials out, no longer. */
const SHORT_TTL_SECONDS = '2';
/** coturn compares whole seconds: a username is refused only once the clock is past its second. */
const EXPIRY_MARGIN_MS = 1_000;
/** The sender's poll is a long poll (up to 25 s): passing it through must not time out before it. */
const POLL_THROUGH_MS = 60_000;

/** The pairs of candidate types (local/remote) each peer connection of a page connected on. */
type ConnectedPairs = string[];

declare global {
  interface Window {
    connectedPairs?: ConnectedPairs;
  }
}

function runCoturn(): { url: string; secret: string } {
  const url = process.env.TEST_TURN_URL;
  const secret = process.env.TEST_TURN_SECRET;
  if (!url || !secret) throw new Error('Run this test in the scale-out run (npm run test:scale-out -w tests)');
  return { url, secret };
}

/**
 * Records, in every page of `context`, the candidate types of the pair each peer connection selected once it
 * connected: `relay/relay` when both ends went through coturn.
 */
async function recordConnectedPairs(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    window.connectedPairs = [];
    const typesOf = async (peer: RTCPeerConnection) => {
      const stats = await peer.getStats();
      const byId = new Map<string, Record<string, unknown>>();
      stats.forEach((report: Record<string, unknown>) => byId.set(report.id as string, report));
      for (const report of byId.values()) {
        if (report.type !== 'transport' || !report.selectedCandidatePairId) continue;
        const pair = byId.get(report.selectedCandidatePairId as string)!;
        const local = byId.get(pair.localCandidateId as string)!;
        const remote = byId.get(pair.remoteCandidateId as string)!;
        window.connectedPairs!.push(`${local.candidateType as string}/${remote.candidateType as string}`);
      }
    };
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        this.addEventListener('connectionstatechange', () => {
          if (this.connectionState === 'connected') void typesOf(this);
        });
      }
    };
  });
}

const connectedPairs = (page: Page) => page.evaluate(() => window.connectedPairs ?? []);

/** The latest expiry (unix seconds) the TURN usernames of an answer carrying `iceServers` name. */
function expiryOf(body: { iceServers?: { username?: string }[] }): number {
  const times = (body.iceServers ?? []).flatMap((server) =>
    server.username ? [Number(server.username.split(':')[0])] : [],
  );
  if (times.length === 0) throw new Error('No TURN credentials were handed out');
  return Math.max(...times);
}

/**
 * Holds the API's answers that hand `page` TURN credentials (the start of the recipient's session and the sender's
 * offers, which its live poll brings) until the credentials' expiry has passed by the clock, then lets the page have them: the page sets up
 * its connection with credentials coturn must refuse. Adds the expiries it waited for to `expiries`.
 */
async function handOutOnlyExpired(page: Page, expiries: number[]): Promise<void> {
  const handsOutCredentials = (url: URL) =>
    /^\/api\/folders\/[^/]+\/direct\/sessions$/.test(url.pathname) || url.pathname === '/api/live';
  await page.route(handsOutCredentials, async (route: Route) => {
    try {
      const response = await route.fetch({ timeout: POLL_THROUGH_MS });
      const text = await response.text();
      type Credentials = { iceServers?: { username?: string }[] };
      const answer = text ? (JSON.parse(text) as Credentials & { data?: { offer?: Credentials } }) : {};
      // The recipient's session start carries them itself; the sender's live poll, in the offer it brings.
      const body = answer.data?.offer ?? answer;
      if (body.iceServers?.some((server) => server.username)) {
        const expiry = expiryOf(body);
        expiries.push(expiry);
        while (Date.now() <= expiry * 1000 + EXPIRY_MARGIN_MS) await sleep(100);
      }
      await route.fulfill({ response, body: text });
    } catch {
      // The page closed while its poll was held: nothing is waiting for the answer.
    }
  });
}

const browser = useChromium();
const dir = useTempDir('sharecode-e2e-turn-');

describe('direct transfer through a TURN relay (coturn), the relay forced', () => {
  const coturn = runCoturn();
  const relayed = { TURN_URLS: coturn.url, TURN_SECRET: coturn.secret, DIRECT_ICE_TRANSPORT_POLICY: 'relay' };
  let server: RunningServer;
  let shortLived: RunningServer;

  beforeAll(async () => {
    server = await startServer(relayed);
    shortLived = await startServer({ ...relayed, TURN_CREDENTIAL_TTL_SECONDS: SHORT_TTL_SECONDS });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await shortLived?.stop();
  });

  it("receives a file directly through coturn, byte for byte, the page saying it came from the sender's device", async () => {
    const sender = await newPage(browser(), 'desktop');
    const recipient = await newPage(browser(), 'phone', { acceptDownloads: true });
    await recordConnectedPairs(sender.context());
    await recordConnectedPairs(recipient.context());
    try {
      const [film] = writeFiles(dir(), { 'film-relayed.bin': 12 * MIB + 7 });
      const { url } = await share(sender, server.url, [film]);
      const { bytes, row } = await openAndDownload(recipient, url, film, dir());
      expect(bytes.equals(film.bytes)).toBe(true);
      await road(row).getByText(DIRECT, { exact: true }).waitFor();
      expect(await connectedPairs(recipient)).toEqual(['relay/relay']);
      expect(await connectedPairs(sender)).toEqual(['relay/relay']);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });

  it('goes through Sharecode, byte for byte, when the TURN credentials have expired', async () => {
    const sender = await newPage(browser(), 'phone');
    const recipient = await newPage(browser(), 'desktop', { acceptDownloads: true });
    await recordConnectedPairs(sender.context());
    await recordConnectedPairs(recipient.context());
    try {
      const [notes] = writeFiles(dir(), { 'notes-expired.bin': 3 * MIB + 11 });
      // Before the share exists, so that every poll of the sender's page goes through the hold.
      const expiries: number[] = [];
      await handOutOnlyExpired(sender, expiries);
      await handOutOnlyExpired(recipient, expiries);
      const { url } = await share(sender, shortLived.url, [notes]);
      const { bytes, row } = await openAndDownload(recipient, url, notes, dir());
      expect(bytes.equals(notes.bytes)).toBe(true);
      expect(await road(row).textContent()).toBe(THROUGH_SHARECODE);
      // Both pages were handed credentials (and used them only once they had expired); neither connected.
      expect(expiries.length).toBeGreaterThanOrEqual(2);
      expect(await connectedPairs(recipient)).toEqual([]);
      expect(await connectedPairs(sender)).toEqual([]);
    } finally {
      await sender.context().close();
      await recipient.context().close();
    }
  });
});
