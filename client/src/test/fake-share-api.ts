/**
 * An in-memory stand-in for the API's upload endpoints (POST /api/upload and /api/resumable-uploads),
 * answering the client's real requests through a mocked `fetch`. Tests read what arrived and can make the
 * network fail. XMLHttpRequest is hidden meanwhile, so uploads take their fetch path (as in the service worker).
 */
import type { ShareResult } from '../lib/api/shares';

export interface FakeSession {
  id: string;
  paths: string[];
  sizes: number[];
  /** The chunks received, in order. */
  received: Uint8Array[];
  offset: number;
  finished: boolean;
}

export interface ChunkCall {
  id: string;
  offset: number;
  length: number;
}

/** Reads a jsdom Blob (which has no arrayBuffer()). */
export function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function share(code: string, paths: string[], sizes: number[], retention: string): ShareResult {
  return {
    folderCode: code,
    folderUrl: `http://localhost/s/${code}`,
    qrCode: 'data:image/png;base64,',
    expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
    retention: retention as ShareResult['retention'],
    files: paths.map((filepath, index) => ({ filepath, filename: filepath.split('/').pop()!, filesize: sizes[index] })),
  };
}

/** Rejects as fetch does once `signal` aborts; never settles without one. */
function abortOf(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
  });
}

export class FakeShareApi {
  readonly sessions = new Map<string, FakeSession>();
  readonly chunks: ChunkCall[] = [];
  readonly singleUploads: { paths: string[]; retention: string; sizes: number[] }[] = [];
  /** Set to make the next requests fail as a dropped connection would (fetch rejects with TypeError). */
  offline = false;
  /** An answer to give the next upload request instead of handling it, e.g. a 413. */
  refuseNext: Response | undefined;
  /**
   * Once this many chunks are stored, further chunk requests never answer (until their signal aborts): an
   * upload caught mid-transfer, however fast the test machine is.
   */
  stallAfterChunks: number | undefined;
  private nextCode = 1000;
  private nextSession = 1;
  private readonly originalFetch = globalThis.fetch;
  private readonly originalXhr = globalThis.XMLHttpRequest;

  constructor(readonly chunkBytes = 4 * 1024 * 1024) {}

  install(): this {
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => this.handle(String(input), init ?? {})) as typeof fetch;
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = undefined;
    return this;
  }

  uninstall(): void {
    globalThis.fetch = this.originalFetch;
    globalThis.XMLHttpRequest = this.originalXhr;
  }

  /** Bytes received so far by a session, laid end to end. */
  bytesOf(id: string): Uint8Array {
    const { received, offset } = this.sessions.get(id)!;
    const all = new Uint8Array(offset);
    let at = 0;
    for (const part of received) {
      all.set(part, at);
      at += part.length;
    }
    return all;
  }

  private async handle(url: string, init: RequestInit): Promise<Response> {
    if (this.offline) throw new TypeError('Failed to fetch');
    const method = init.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (this.refuseNext && method !== 'GET') {
      const answer = this.refuseNext;
      this.refuseNext = undefined;
      return answer;
    }
    if (pathname === '/api/upload' && method === 'POST') {
      const form = init.body as FormData;
      const paths = JSON.parse(form.get('filePaths') as string) as string[];
      const sizes = (form.getAll('files') as File[]).map((file) => file.size);
      const retention = (form.get('retention') as string) ?? '2h';
      this.singleUploads.push({ paths, retention, sizes });
      return json(share(String(this.nextCode++), paths, sizes, retention), 201);
    }
    if (pathname === '/api/resumable-uploads' && method === 'POST') {
      const form = init.body as FormData;
      const id = `session-${this.nextSession++}`;
      const session: FakeSession = {
        id,
        paths: JSON.parse(form.get('filePaths') as string),
        sizes: JSON.parse(form.get('fileSizes') as string),
        received: [],
        offset: 0,
        finished: false,
      };
      this.sessions.set(id, session);
      return json(this.describe(session), 201);
    }
    const match = /^\/api\/resumable-uploads\/([^/]+)(\/finish)?$/.exec(pathname);
    const session = match && this.sessions.get(match[1]);
    if (!match || !session) return json({ statusCode: 404, message: 'This upload is unknown.' }, 404);
    if (method === 'GET') return json(this.describe(session));
    if (method === 'DELETE') {
      this.sessions.delete(session.id);
      return new Response(null, { status: 204 });
    }
    if (method === 'PATCH') {
      if (this.stallAfterChunks !== undefined && this.chunks.length >= this.stallAfterChunks) await abortOf(init.signal);
      const offset = Number(searchParams.get('offset'));
      if (offset !== session.offset) return json({ statusCode: 409, message: 'Wrong offset.' }, 409);
      const bytes = await readBlob(init.body as Blob);
      this.chunks.push({ id: session.id, offset, length: bytes.length });
      session.received.push(bytes);
      session.offset += bytes.length;
      return json({ offset: session.offset, length: this.lengthOf(session) });
    }
    if (match[2] && method === 'POST') {
      if (session.offset < this.lengthOf(session)) return json({ statusCode: 409, message: 'Bytes missing.' }, 409);
      session.finished = true;
      return json(share(String(this.nextCode++), session.paths, session.sizes, '2h'), 201);
    }
    return json({ statusCode: 405, message: 'Not here.' }, 405);
  }

  private lengthOf(session: FakeSession): number {
    return session.sizes.reduce((sum, size) => sum + size, 0);
  }

  private describe(session: FakeSession) {
    return {
      id: session.id,
      offset: session.offset,
      length: this.lengthOf(session),
      chunkBytes: this.chunkBytes,
      finished: session.finished,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
  }
}
