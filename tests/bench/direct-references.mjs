// @ts-check
// What the direct part of the benchmark measures Sharecode against, and the relay it needs: a bare page moving
// bytes through one RTCDataChannel between two peer connections of its own, and a throw-away coturn
// (api/scripts/with-test-coturn.sh) with TURN credentials of the scheme the API hands out.
/* global RTCPeerConnection -- the functions given to page.evaluate run in a page */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJson } from './transfers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const WITH_TEST_COTURN = join(here, '..', '..', 'api', 'scripts', 'with-test-coturn.sh');
/** coturn starts in a second or two; installing it (a fresh machine) takes longer. */
const COTURN_START_MS = 120_000;
/** The reference's TURN credentials outlive any run of the part. */
const REFERENCE_CREDENTIAL_SECONDS = 3_600;

/**
 * The chunking and backpressure the client's direct transfer uses (client/src/features/live/direct: protocol.ts's
 * CHUNK_BYTES, channel.ts's HIGH_WATER_BYTES and LOW_WATER_BYTES), so the reference differs only in doing
 * nothing else.
 */
export const CHANNEL_SETTINGS = { chunkBytes: 64 * 1024, highWaterBytes: 4 * 1024 * 1024, lowWaterBytes: 1024 * 1024 };

/**
 * @typedef {{ urls: string[], username?: string, credential?: string }} IceServer
 * @typedef {{ id: string, type: string, selectedCandidatePairId?: string, localCandidateId?: string,
 *   remoteCandidateId?: string, candidateType?: string }} StatsReport
 * @typedef {{ bytes: number, chunkBytes: number, highWaterBytes: number, lowWaterBytes: number,
 *   iceServers: IceServer[], iceTransportPolicy: 'all' | 'relay' }} BareTransfer
 */

/**
 * @typedef {{ sendChunks: (channel: RTCDataChannel, transfer: Pick<BareTransfer, 'bytes' | 'chunkBytes' |
 *   'highWaterBytes' | 'lowWaterBytes'>) => Promise<void>, gatheredSdp: (peer: RTCPeerConnection) => Promise<string> }}
 *   BareHelpers
 */

/**
 * In a page, before any of the reference's page functions: what they share, put on the page's global, since a
 * function handed to page.evaluate takes nothing of its module along.
 */
export function installBareHelpers() {
  /** @type {BareHelpers} */
  const helpers = {
    // `bytes` in chunks of one reused buffer, with bufferedAmountLowThreshold backpressure.
    async sendChunks(channel, { bytes, chunkBytes, highWaterBytes, lowWaterBytes }) {
      const chunk = crypto.getRandomValues(new Uint8Array(chunkBytes));
      channel.bufferedAmountLowThreshold = lowWaterBytes;
      for (let sent = 0; sent < bytes; sent += chunkBytes) {
        if (channel.bufferedAmount >= highWaterBytes)
          await new Promise((resolve) => channel.addEventListener('bufferedamountlow', resolve, { once: true }));
        channel.send(bytes - sent >= chunkBytes ? chunk : chunk.subarray(0, bytes - sent));
      }
    },
    // The local description once every candidate is gathered (no trickling), as the client's peer.ts sends it.
    async gatheredSdp(peer) {
      await peer.setLocalDescription();
      await new Promise((resolve) => {
        const check = () => peer.iceGatheringState === 'complete' && resolve(undefined);
        peer.addEventListener('icegatheringstatechange', check);
        check();
      });
      return /** @type {RTCSessionDescription} */ (peer.localDescription).sdp;
    },
  };
  /** @type {{ bareHelpers?: BareHelpers }} */ (/** @type {unknown} */ (globalThis)).bareHelpers = helpers;
}

/**
 * In a page: two peer connections of its own (candidates handed across as they come), one ordered data channel,
 * `bytes` sent in chunks of one reused buffer with bufferedAmountLowThreshold backpressure; resolves the
 * milliseconds from creating the connections to the receiver's last byte, and the pair of candidate types the
 * connection selected.
 * @param {BareTransfer} transfer
 * @returns {Promise<{ ms: number, pair: string }>}
 */
export async function bareChannelTransfer({ bytes, chunkBytes, highWaterBytes, lowWaterBytes, ...config }) {
  const started = performance.now();
  const sender = new RTCPeerConnection(config);
  const receiver = new RTCPeerConnection(config);
  sender.onicecandidate = (event) => event.candidate && void receiver.addIceCandidate(event.candidate);
  receiver.onicecandidate = (event) => event.candidate && void sender.addIceCandidate(event.candidate);
  const channel = sender.createDataChannel('bench', { ordered: true });
  /** @type {Promise<number>} */
  const lastByte = new Promise((resolve) => {
    receiver.ondatachannel = ({ channel: incoming }) => {
      let received = 0;
      incoming.binaryType = 'arraybuffer';
      incoming.onmessage = (/** @type {MessageEvent<ArrayBuffer>} */ event) => {
        received += event.data.byteLength;
        if (received >= bytes) resolve(performance.now());
      };
    };
  });
  await sender.setLocalDescription();
  await receiver.setRemoteDescription(/** @type {RTCSessionDescription} */ (sender.localDescription));
  await receiver.setLocalDescription();
  await sender.setRemoteDescription(/** @type {RTCSessionDescription} */ (receiver.localDescription));
  await new Promise((resolve) => (channel.onopen = resolve));
  await /** @type {{ bareHelpers: BareHelpers }} */ (/** @type {unknown} */ (globalThis)).bareHelpers.sendChunks(
    channel,
    { bytes, chunkBytes, highWaterBytes, lowWaterBytes },
  );
  const ms = (await lastByte) - started;
  /** @type {Map<string | undefined, StatsReport>} */
  const stats = new Map();
  (await sender.getStats()).forEach((/** @type {StatsReport} */ report) => stats.set(report.id, report));
  const transport = [...stats.values()].find((report) => report.type === 'transport');
  const selected = stats.get(transport?.selectedCandidatePairId);
  const typeOf = (/** @type {string | undefined} */ id) => stats.get(id)?.candidateType;
  const pair = selected ? `${typeOf(selected.localCandidateId)}/${typeOf(selected.remoteCandidateId)}` : 'unknown';
  sender.close();
  receiver.close();
  return { ms, pair };
}

/** The page side of the two-page reference: what each step leaves on the page for the next. */
/** @typedef {{ peer: RTCPeerConnection, channel?: RTCDataChannel, lastByte?: Promise<number> }} BareSide */

/**
 * In the sending page: a peer connection with the data channel; resolves its offer and when it began (epoch ms).
 * @param {Pick<BareTransfer, 'iceServers' | 'iceTransportPolicy'>} config
 */
async function bareOffer(config) {
  const started = performance.timeOrigin + performance.now();
  const peer = new RTCPeerConnection(config);
  const side = /** @type {BareSide} */ ({ peer, channel: peer.createDataChannel('bench', { ordered: true }) });
  /** @type {{ bareSide?: BareSide }} */ (/** @type {unknown} */ (globalThis)).bareSide = side;
  return {
    offer: await /** @type {{ bareHelpers: BareHelpers }} */ (
      /** @type {unknown} */ (globalThis)
    ).bareHelpers.gatheredSdp(peer),
    started,
  };
}

/**
 * In the receiving page: answers `offer` and counts the bytes that come; `lastByte` resolves when (epoch ms) the
 * last of `bytes` came.
 * @param {Pick<BareTransfer, 'bytes' | 'iceServers' | 'iceTransportPolicy'> & { offer: string }} setup
 */
async function bareAnswer({ offer, bytes, ...config }) {
  const peer = new RTCPeerConnection(config);
  const lastByte = new Promise((resolve) => {
    peer.ondatachannel = ({ channel }) => {
      let received = 0;
      channel.binaryType = 'arraybuffer';
      channel.onmessage = (/** @type {MessageEvent<ArrayBuffer>} */ event) => {
        received += event.data.byteLength;
        if (received >= bytes) resolve(performance.timeOrigin + performance.now());
      };
    };
  });
  /** @type {{ bareSide?: BareSide }} */ (/** @type {unknown} */ (globalThis)).bareSide = { peer, lastByte };
  await peer.setRemoteDescription({ type: 'offer', sdp: offer });
  return /** @type {{ bareHelpers: BareHelpers }} */ (/** @type {unknown} */ (globalThis)).bareHelpers.gatheredSdp(
    peer,
  );
}

/**
 * In the sending page: applies the answer and sends `bytes` as bareChannelTransfer does.
 * @param {Pick<BareTransfer, 'bytes' | 'chunkBytes' | 'highWaterBytes' | 'lowWaterBytes'> & { answer: string }} setup
 */
async function bareSend({ answer, bytes, chunkBytes, highWaterBytes, lowWaterBytes }) {
  const { peer, channel } = /** @type {Required<BareSide>} */ (
    /** @type {{ bareSide?: BareSide }} */ (/** @type {unknown} */ (globalThis)).bareSide
  );
  await peer.setRemoteDescription({ type: 'answer', sdp: answer });
  if (channel.readyState !== 'open') await new Promise((resolve) => (channel.onopen = resolve));
  await /** @type {{ bareHelpers: BareHelpers }} */ (/** @type {unknown} */ (globalThis)).bareHelpers.sendChunks(
    channel,
    { bytes, chunkBytes, highWaterBytes, lowWaterBytes },
  );
}

/**
 * The bare transfer split over two pages in two browser contexts, so two renderer processes, as a sender's and a
 * recipient's page are (their descriptions handed across by the bench, as the API relays them): what two pages
 * cost on this machine before any of Sharecode's own work. Resolves the milliseconds from creating the sending
 * connection to the receiver's last byte.
 * @param {import('playwright-core').Browser} browser
 * @param {BareTransfer} transfer
 * @returns {Promise<number>}
 */
export async function twoPageChannelTransfer(browser, { bytes, chunkBytes, highWaterBytes, lowWaterBytes, ...config }) {
  const sending = await browser.newContext();
  const receiving = await browser.newContext();
  try {
    const [sender, receiver] = [await sending.newPage(), await receiving.newPage()];
    await Promise.all([sender.evaluate(installBareHelpers), receiver.evaluate(installBareHelpers)]);
    const { offer, started } = await sender.evaluate(bareOffer, config);
    const answer = await receiver.evaluate(bareAnswer, { offer, bytes, ...config });
    await sender.evaluate(bareSend, { answer, bytes, chunkBytes, highWaterBytes, lowWaterBytes });
    const lastByte = await receiver.evaluate(() => {
      const side = /** @type {{ bareSide?: BareSide }} */ (/** @type {unknown} */ (globalThis)).bareSide;
      return /** @type {Promise<number>} */ (side?.lastByte);
    });
    return lastByte - started;
  } finally {
    await receiving.close();
    await sending.close();
  }
}

/**
 * TURN credentials for `secret` as the API makes them (docs/direct-transfer.md): `{expiry}:{id}`, HMAC-SHA1.
 * @param {string} url
 * @param {string} secret
 * @returns {IceServer}
 */
export function turnServer(url, secret) {
  const username = `${Math.floor(Date.now() / 1000) + REFERENCE_CREDENTIAL_SECONDS}:bench-reference`;
  return { urls: [url], username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/**
 * Starts a throw-away coturn on loopback through api/scripts/with-test-coturn.sh, which stops it once the command
 * it runs (here: a node process waiting for its stdin to close) has ended; resolves its URL and secret and a stop.
 * @returns {Promise<{ url: string, secret: string, stop: () => Promise<void> }>}
 */
export function startCoturn() {
  const announce =
    'console.log(JSON.stringify({ url: process.env.TEST_TURN_URL, secret: process.env.TEST_TURN_SECRET }));' +
    "process.stdin.resume(); process.stdin.on('end', () => process.exit(0));";
  const child = spawn('bash', [WITH_TEST_COTURN, process.execPath, '-e', announce], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail('coturn did not start in time'), COTURN_START_MS);
    /** @param {string} reason */
    const fail = (reason) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`${reason}: ${output.trim().split('\n').slice(-3).join(' ')}`));
    };
    const collect = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      const { url, secret } = /** @type {{ url: string, secret: string }} */ (parseJson(line));
      resolve({ url, secret, stop });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
    child.once('exit', (code) => fail(`with-test-coturn.sh exited with ${code}`));
  });
}
