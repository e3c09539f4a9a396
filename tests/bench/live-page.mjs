// @ts-check
// A sender's page and its recipients for the bench's live part (bench/live.mjs), simulated in this process: the
// page's one poll (POST /api/live, docs/live.md: hosting its shares and following their state, as the client's
// Recent shares do) and recipients' direct offers from addresses of their own.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { parseJson } from './transfers.mjs';

/** @typedef {{ code: string, manageKey: string, link: string, encrypted: boolean }} Share */
/** @typedef {{ code: string, manageKey?: string, roads: string[] }} Hosted */

/** An offer is sent once the sender's poll has been waiting this long: it measures the wake, not a poll's start. */
const POLL_SETTLED_MS = 150;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a page names in its poll: an encrypted share for both roads, a plain one for direct transfer.
 * @param {Share[]} shares
 * @returns {Hosted[]}
 */
const hostedOf = (shares) =>
  shares.map(({ code, manageKey, encrypted }) => ({
    code,
    manageKey,
    roads: encrypted ? ['code-exchange', 'direct'] : ['direct'],
  }));

/** @typedef {{ sessionId: string, offer: string, code: string }} Offer */
/** @typedef {{ code: string, etag?: string, status?: number }} StateChange */

/**
 * A sender's page on `base` hosting `shares` as the client does: one poll at a time, polling again as soon as one
 * ends; each direct offer is refused at once (its answer a request of its own, the next poll already sent).
 * Counts its requests in flight; a poll answered otherwise than 204 or with an offer is an error.
 * @param {string} base
 * @param {Share[]} shares
 */
export function openPage(base, shares) {
  const closing = new AbortController();
  const hosted = hostedOf(shares);
  /** Each share's state as the page follows it: the ETag of the state it has. */
  /** @type {Array<{ code: string, manageKey: string, etag?: string }>} */
  const managed = shares.map(({ code, manageKey }) => ({ code, manageKey }));
  const manageKeys = new Map(shares.map((share) => [share.code, share.manageKey]));
  /** @type {string[]} */
  const errors = [];
  let polling = 0;
  let answering = 0;
  let polls = 0;
  /** When the poll in flight was sent (performance.now()), undefined between polls. */
  /** @type {number | undefined} */
  let pollSentAt;
  /** @type {Array<(offer: { offer: Offer, arrived: number } | undefined) => void>} */
  const offerWaiters = [];
  /** @type {Set<Promise<void>>} */
  const answers = new Set();

  /** @param {Offer} offer */
  const refuse = (offer) => {
    answering++;
    const answer = fetch(`${base}/api/shares/${offer.code}/direct/${offer.sessionId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Manage-Key': manageKeys.get(offer.code) ?? '' },
      body: JSON.stringify({ refused: true }),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 204) errors.push(`refusal answered ${response.status}`);
      })
      .catch((/** @type {unknown} */ error) => void errors.push(`refusal failed: ${String(error)}`))
      .finally(() => {
        answering--;
        answers.delete(answer);
      });
    answers.add(answer);
  };

  const loop = (async () => {
    while (!closing.signal.aborted) {
      polling++;
      polls++;
      pollSentAt = performance.now();
      try {
        const response = await fetch(`${base}/api/live`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ shares: hosted, managed }),
          signal: closing.signal,
        });
        const text = await response.text();
        const arrived = performance.now();
        if (response.status === 204) continue;
        if (response.status !== 200) {
          errors.push(`poll answered ${response.status}: ${text}`);
          await sleep(1_000);
          continue;
        }
        const { data } =
          /** @type {{ data: { gone: unknown[], offer?: Offer, exchange?: unknown, states?: StateChange[] } }} */ (
            parseJson(text)
          );
        for (const change of data.states ?? []) {
          const followed = managed.find(({ code }) => code === change.code);
          if (!followed || !change.etag) errors.push(`poll brought a state refused: ${JSON.stringify(change)}`);
          else followed.etag = change.etag;
        }
        if (data.gone.length > 0) errors.push(`poll said gone: ${JSON.stringify(data.gone)}`);
        if (data.exchange) errors.push('poll brought an exchange step nobody sent');
        if (data.offer) {
          refuse(data.offer);
          const waiter = offerWaiters.shift();
          if (waiter) waiter({ offer: data.offer, arrived });
          else errors.push('poll brought an offer nobody sent');
        }
        if (data.gone.length > 0) await sleep(1_000);
      } catch (error) {
        if (!closing.signal.aborted) {
          errors.push(`poll failed: ${String(error)}`);
          await sleep(1_000);
        }
      } finally {
        polling--;
        pollSentAt = undefined;
      }
    }
  })();

  return {
    errors,
    /** The page's requests in flight: its poll and any answer. */
    inFlight: () => polling + answering,
    polls: () => polls,
    /** How long the poll in flight has waited, ms; -1 between polls. */
    pollAge: () => (pollSentAt === undefined ? -1 : performance.now() - pollSentAt),
    /**
     * The next offer a poll brings, and when its answer was read; `cancel` stops waiting for it (resolving
     * undefined), so that a later offer is not taken for it.
     */
    nextOffer: () => {
      /** @type {(offer: { offer: Offer, arrived: number } | undefined) => void} */
      let settle = () => undefined;
      /** @type {Promise<{ offer: Offer, arrived: number } | undefined>} */
      const promise = new Promise((resolve) => (settle = resolve));
      offerWaiters.push(settle);
      return {
        promise,
        cancel: () => {
          const at = offerWaiters.indexOf(settle);
          if (at >= 0) offerWaiters.splice(at, 1);
          settle(undefined);
        },
      };
    },
    close: async () => {
      closing.abort();
      await loop;
      await Promise.all(answers);
    },
  };
}

/** @typedef {ReturnType<typeof openPage>} Page */

/**
 * A JSON POST from `localAddress` (any 127.x.y.z: the API counts per-client limits by the socket's address), on
 * a connection of its own; `sent` is called as the request is sent.
 * @param {string} url
 * @param {object} body
 * @param {string} localAddress
 * @returns {Promise<{ status: number, text: string }>}
 */
function postFrom(url, body, localAddress) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(url, {
      method: 'POST',
      agent: false,
      localAddress,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
    });
    sent.on('error', reject);
    sent.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (/** @type {string} */ chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.end(payload);
  });
}

/**
 * An SDP offer shaped as a browser's, with its candidates gathered (the API checks the version line and size).
 * @param {number} index
 */
function sdpOffer(index) {
  const lines = [
    'v=0',
    `o=- ${4611731400430051336n + BigInt(index)} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=extmap-allow-mixed',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    `a=ice-ufrag:${randomBytes(3).toString('base64url')}`,
    `a=ice-pwd:${randomBytes(18).toString('base64url')}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${[...randomBytes(32)].map((byte) => byte.toString(16).padStart(2, '0')).join(':')}`,
    'a=setup:actpass',
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    `a=candidate:1 1 udp 2113937151 ${randomBytes(8).toString('hex')}.local 54321 typ host generation 0`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The loopback address the recipient of offer `index` sends from: one each, so no per-client limit is neared. */
const recipientAddress = (/** @type {number} */ index) => `127.0.${10 + Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * One recipient's direct offer to a share the page hosts: the session started on `recipientBase` (not timed), the
 * offer sent there, and the time until the sender's poll on the other instance has it.
 * @param {Page} page
 * @param {string} recipientBase
 * @param {Share} share
 * @param {number} index
 * @returns {Promise<{ ms: number } | { error: string }>}
 */
export async function timedOffer(page, recipientBase, share, index) {
  const from = recipientAddress(index);
  const sessions = `${recipientBase}/api/folders/${share.link}/direct/sessions`;
  const started = await postFrom(sessions, {}, from);
  if (started.status !== 201) return { error: `session start answered ${started.status}: ${started.text}` };
  const { sessionId } = /** @type {{ sessionId: string }} */ (parseJson(started.text));
  // The sender's poll is waiting (not starting): the offer measures its wake across the instances.
  while (page.pollAge() < POLL_SETTLED_MS) await sleep(10);
  const polled = page.nextOffer();
  const sent = performance.now();
  const offered = postFrom(`${sessions}/${sessionId}`, { offer: sdpOffer(index) }, from);
  // An offer the poll never brings is answered sender-away (after 20 s): the wait for it ends then.
  void offered
    .catch(() => undefined)
    .then(() => sleep(1_000))
    .then(polled.cancel);
  const [taken, answered] = await Promise.all([polled.promise, offered]);
  if (!taken) return { error: `the poll never brought the offer; it answered ${answered.status}: ${answered.text}` };
  const { offer, arrived } = taken;
  if (offer.sessionId !== sessionId || offer.code !== share.code) return { error: 'the poll brought another offer' };
  // The page refused it: the recipient is told so (409 refused).
  if (answered.status !== 409 || !answered.text.includes('refused'))
    return { error: `the refused offer answered ${answered.status}: ${answered.text}` };
  return { ms: arrived - sent };
}
