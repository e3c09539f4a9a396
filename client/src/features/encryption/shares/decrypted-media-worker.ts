/**
 * The service worker's side of encrypted playback (decrypted-media.ts hands the files over): each file waits here
 * under its random id, in memory only, until its viewer lets it go or MEDIA_LIFETIME_MS passes, and every Range
 * request of its player is answered with only the records that hold the range, fetched by range and decrypted.
 */
import { defineMessages } from '../../../lib/i18n/define-messages';
import type { Say } from '../../../lib/i18n/worker-words';
import { createDecryptionStream, openKeyring, parseShareKey, recordsForRange } from '../core';
import { parseByteRange } from './byte-range';
import {
  DECRYPTED_MEDIA_MESSAGE,
  DECRYPTED_MEDIA_PATH,
  DECRYPTED_MEDIA_RELEASE_MESSAGE,
  type DecryptedMediaJob,
  type DecryptedMediaMessage,
} from './decrypted-media';

const messages = defineMessages({
  closed: {
    id: 'encryption.worker.mediaClosed',
    defaultMessage: 'This player has closed; open the file again from the share.',
  },
  outside: { id: 'encryption.worker.mediaOutside', defaultMessage: 'Outside the file.' },
  unreachable: {
    id: 'encryption.worker.mediaUnreachable',
    defaultMessage: 'The file could not be fetched; open it again from the share.',
  },
  failed: {
    id: 'encryption.worker.mediaFailed',
    defaultMessage: 'The file could not be fetched or decrypted; open it again from the share.',
  },
});

/** A file shown longer than this is let go (the page hands it over again while it is shown). */
const MEDIA_LIFETIME_MS = 60 * 60_000;

/**
 * Whatever the sender's manifest claims, the answer is media or nothing: a type that is neither video nor audio
 * becomes bytes to save, never a document of this site, and a sandbox without script covers a browser that misread.
 */
const MEDIA_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Accept-Ranges': 'bytes',
};
const PLAYABLE_TYPE = /^(video|audio)\/[\w.+-]+$/;

interface HeldMedia {
  job: DecryptedMediaJob;
  fileKey: Promise<CryptoKey>;
  timer: ReturnType<typeof setTimeout>;
}

const held = new Map<string, HeldMedia>();

function forget(id: string): void {
  const media = held.get(id);
  if (media) clearTimeout(media.timer);
  held.delete(id);
}

/** Takes a file from a page's message (again, when renewed), or forgets one; false for any other message. */
export function acceptDecryptedMedia(event: { data: unknown; ports: readonly MessagePort[] }): boolean {
  const data = event.data as { type?: unknown; id?: unknown } | null;
  if (data?.type === DECRYPTED_MEDIA_RELEASE_MESSAGE) {
    forget(String(data.id));
    return true;
  }
  if (data?.type !== DECRYPTED_MEDIA_MESSAGE) return false;
  const { id, job } = data as DecryptedMediaMessage;
  if (typeof id !== 'string' || typeof job?.shareKey !== 'string') return true;
  const known = held.get(id);
  const fileKey =
    known?.fileKey ?? openKeyring(parseShareKey(job.shareKey)).then((keyring) => keyring.fileKey(job.entry.id));
  fileKey.catch(() => undefined);
  if (known) clearTimeout(known.timer);
  held.set(id, { job, fileKey, timer: setTimeout(() => held.delete(id), MEDIA_LIFETIME_MS) });
  event.ports[0]?.postMessage('ready');
  return true;
}

export function isDecryptedMedia(url: URL): boolean {
  return url.origin === location.origin && url.pathname.startsWith(DECRYPTED_MEDIA_PATH);
}

function failure(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { ...MEDIA_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra },
  });
}

/**
 * Answers a player's request for a held file: the range it asks for (206), or the whole file, decrypted; a failure
 * said with `say`, in the visitor's language.
 */
export async function answerDecryptedMedia(request: Request, say: Say): Promise<Response> {
  const id = new URL(request.url).pathname.slice(DECRYPTED_MEDIA_PATH.length).split('/')[0];
  const media = held.get(id);
  if (!media) return failure(404, say(messages.closed));
  const { entry, url } = media.job;
  const size = entry.size;
  const range = parseByteRange(request.headers.get('Range'), size);
  if (range === 'unsatisfiable') return failure(416, say(messages.outside), { 'Content-Range': `bytes */${size}` });
  const { start, end } = range ?? { start: 0, end: size };
  const span = recordsForRange(size, start, end);
  try {
    const upstream = await fetch(url, {
      headers: { Range: `bytes=${span.ciphertextStart}-${span.ciphertextEnd - 1}` },
      signal: request.signal,
    });
    // A server that ignored the range sends the file from its start: the records asked for are not where expected.
    const fromStart = upstream.status === 200 && span.ciphertextStart === 0;
    if ((upstream.status !== 206 && !fromStart) || !upstream.body) {
      return failure(502, say(messages.unreachable));
    }
    const plaintext = upstream.body.pipeThrough(
      createDecryptionStream(await media.fileKey, { plaintextSize: size, start, end }),
    );
    const headers: Record<string, string> = {
      ...MEDIA_HEADERS,
      'Content-Type': PLAYABLE_TYPE.test(entry.type) ? entry.type : 'application/octet-stream',
      'Content-Length': String(end - start),
    };
    if (range) headers['Content-Range'] = `bytes ${start}-${end - 1}/${size}`;
    return new Response(plaintext, { status: range ? 206 : 200, headers });
  } catch {
    return failure(502, say(messages.failed));
  }
}
