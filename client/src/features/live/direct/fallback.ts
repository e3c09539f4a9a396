/**
 * What the recipient does when the direct road stops short: carry on from the server where the direct bytes
 * ended (the sender announced the whole object's digest, so the joined bytes can still be checked), or, when
 * nothing worth keeping came, download from the server as if the direct road had never been tried.
 */
import { ApiError, messageOf } from '../../../lib/api/http';
import { DirectTransferError, type Announced } from './file-receiver';

export type Fallback =
  { kind: 'resume'; announced: Announced; received: Uint8Array<ArrayBuffer> } | { kind: 'restart' };

/**
 * Resume after a connection that closed or stalled with bytes received; start again otherwise: a refusal or a
 * failed connection brought nothing, and a peer that broke the protocol or sent bytes that do not match is not
 * trusted with any of them.
 */
export function fallbackAfter(error: unknown): Fallback {
  if (
    error instanceof DirectTransferError &&
    (error.reason === 'closed' || error.reason === 'stalled') &&
    error.announced &&
    error.received.length > 0
  )
    return { kind: 'resume', announced: error.announced, received: error.received };
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

/**
 * The file at `url` from byte `from` to its end, from the server; waits while the file is still arriving there
 * (its sender's upload goes on meanwhile).
 */
export async function fetchRest(url: string, from: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
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
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A server that ignored the range sent the whole file.
    return response.status === 206 ? bytes : bytes.subarray(from);
  }
}

/** `head` followed by `tail`, as one array. */
export function joined(head: Uint8Array<ArrayBuffer>, tail: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(head.length + tail.length);
  whole.set(head);
  whole.set(tail, head.length);
  return whole;
}
