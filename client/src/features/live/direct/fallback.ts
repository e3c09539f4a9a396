/**
 * What the recipient does when the direct road stops short: carry on from the server where the checked direct
 * bytes end (those up to the sender's last mark that matched), appending to the same received file, or, when
 * nothing worth keeping came, download from the server as if the direct road had never been tried. The rest comes
 * from the server as any download from it does: the sender, gone, can vouch only for what it marked.
 */
import { ApiError, messageOf } from '../../../lib/api/http';
import { DirectTransferError } from './file-receiver';
import type { ReceivedFile } from './received-file';

export type Fallback = { kind: 'resume'; size: number; checked: number } | { kind: 'restart' };

/**
 * Resume after a connection that closed or stalled with checked bytes received; start again otherwise: a refusal
 * or a failed connection brought nothing, and a peer that broke the protocol or sent bytes that do not match is
 * not trusted with any of them.
 */
export function fallbackAfter(error: unknown): Fallback {
  if (
    error instanceof DirectTransferError &&
    (error.reason === 'closed' || error.reason === 'stalled') &&
    error.size !== null &&
    error.checked > 0
  )
    return { kind: 'resume', size: error.size, checked: error.checked };
  return { kind: 'restart' };
}

/** A file not on the server yet is answered 409 with Retry-After (seconds); without one, this long. */
const ARRIVING_RETRY_MS = 2_000;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new DOMException('Aborted', 'AbortError'))), {
      once: true,
    });
  });
}

/** Appends each piece of `body` to `into`, skipping its first `skip` bytes; `onPiece` sees each piece appended. */
export async function appendBody(
  body: ReadableStream<Uint8Array>,
  into: ReceivedFile,
  skip = 0,
  onPiece?: (piece: Uint8Array) => void,
): Promise<void> {
  const reader = body.getReader();
  let toSkip = skip;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const start = Math.min(value.length, toSkip);
    toSkip -= start;
    const piece = value.subarray(start);
    onPiece?.(piece);
    into.append(piece);
  }
}

/**
 * Appends the file at `url` from byte `from` to its end, from the server, to `into` (which holds `from` bytes);
 * waits while the file is still arriving there (its sender's upload goes on meanwhile).
 */
export async function fetchRest(url: string, from: number, into: ReceivedFile, signal?: AbortSignal): Promise<void> {
  for (;;) {
    const response = await fetch(url, { headers: { Range: `bytes=${from}-` }, cache: 'no-store', signal });
    if (response.status === 409) {
      await response.body?.cancel();
      const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
      await pause(Number.isFinite(retryAfter) ? retryAfter * 1000 : ARRIVING_RETRY_MS, signal);
      continue;
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      throw new ApiError(response.status, messageOf(body) ?? `Request failed with status ${response.status}`, body);
    }
    if (!response.body) return;
    // A server that ignored the range sends the whole file.
    return appendBody(response.body, into, response.status === 206 ? 0 : from);
  }
}
