/**
 * An in-memory stand-in for the API's upload endpoints (POST /api/upload and /api/resumable-uploads), its
 * lookups (by code: /api/folders/retrive/{code}, /s/{code}; by link: /s/{code}-{key}) and the sender's calls on a
 * share (its state, End now: /api/shares/{code}[/state]), answering the client's
 * real requests through a mocked `fetch`. Tests read what arrived and can make the network fail, or make code
 * lookups ask for a proof of work. XMLHttpRequest is hidden meanwhile, so uploads take their fetch path (as in
 * the service worker).
 */
import type { RetrievedFolder, UploadedFolder } from '../lib/api/folders';
import type { Challenge } from '../lib/proof-of-work/proof-of-work';
import { requestUrl } from './mock-fetch';
import { readBlob } from './read-blob';

interface FakeSession {
  id: string;
  paths: string[];
  sizes: number[];
  /** The share's password field, when one was sent. */
  password?: string;
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

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A share's link path segment in this fake: the code, a dash, and a 22-character key made from the code. */
export function fakeLinkRef(code: string): string {
  return `${code}-${`key${code}`.padEnd(22, 'Q')}`;
}

/** What the API answers a lookup of a share with `paths`: every address goes through its link. */
function fakeFolder(code: string, paths: string[], sizes: number[] = paths.map(() => 1)): RetrievedFolder {
  const ref = fakeLinkRef(code);
  return {
    folderCode: code,
    folderUrl: `http://localhost/s/${ref}`,
    qrCode: `/api/folders/${ref}/qr.png`,
    zipUrl: `/api/folders/${ref}/zip`,
    expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
    retention: '2h',
    status: 'ready',
    receivedBytes: sizes.reduce((sum, size) => sum + size, 0),
    totalBytes: sizes.reduce((sum, size) => sum + size, 0),
    progressUrl: `/api/folders/${ref}/progress`,
    files: paths.map((filepath, index) => ({
      id: index + 1,
      filepath,
      path: filepath,
      filename: filepath.split('/').pop()!,
      filesize: sizes[index],
      url: `/api/folders/${ref}/files/${index + 1}`,
      mimetype: 'text/plain',
      status: 'ready' as const,
      receivedBytes: sizes[index],
    })),
  };
}

/** The decoded X-Proof-Of-Work header of a request, or null without one. */
export function proofOfWorkOf(
  init: RequestInit,
): { challenge: Challenge; solution: { counter: number; derivedKey: string } } | null {
  const header = new Headers(init.headers).get('X-Proof-Of-Work');
  if (!header) return null;
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(header), (char) => char.charCodeAt(0)))) as {
    challenge: Challenge;
    solution: { counter: number; derivedKey: string };
  };
}

function share(code: string, paths: string[], sizes: number[], retention: string): UploadedFolder {
  return {
    folderCode: code,
    folderUrl: `http://localhost/s/${fakeLinkRef(code)}`,
    manageKey: `key-${code}`,
    qrCode: 'data:image/png;base64,',
    expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
    retention: retention as UploadedFolder['retention'],
    status: 'live',
    files: paths.map((filepath, index) => ({ filepath, filename: filepath.split('/').pop()!, filesize: sizes[index] })),
  };
}

/** Rejects as fetch does once `signal` aborts; never settles without one. */
function abortOf(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), {
      once: true,
    });
  });
}

export class FakeShareApi {
  readonly sessions = new Map<string, FakeSession>();
  readonly chunks: ChunkCall[] = [];
  readonly singleUploads: { paths: string[]; retention: string; sizes: number[]; password?: string }[] = [];
  /**
   * The text fields of each single upload, by name (`filePaths` from /data-sharing; `filenamesRaw`,
   * `filepathsRaw` and `filesizeRaw` from /features/file-sharing), and the part names of its files.
   */
  readonly singleUploadFields: { fields: Record<string, string>; fileNames: string[] }[] = [];
  /** Set to make the next requests fail as a dropped connection would (fetch rejects with TypeError). */
  offline = false;
  /** An answer to give the next upload request instead of handling it, e.g. a 413. */
  refuseNext: Response | undefined;
  /**
   * Once this many chunks are stored, further chunk requests never answer (until their signal aborts): an
   * upload caught mid-transfer, however fast the test machine is.
   */
  stallAfterChunks: number | undefined;
  /** Shares that lookups find, by code. */
  readonly folders = new Map<string, RetrievedFolder>();
  /** Passwords of protected shares, by code: their lookups answer 401 without the right one. */
  readonly passwords = new Map<string, string>();
  /**
   * While set, a code lookup without a proof for this challenge answers 429 with it (as past the API's
   * guessing budget); links are never asked.
   */
  challenge: Challenge | undefined;
  /** While true, every lookup answers 429 without a challenge: this client is over its own limit. */
  clientLimited = false;
  /** With clientLimited: the Retry-After the refusal carries (none when undefined). */
  clientLimitedFor: number | undefined;
  /**
   * Shares that cannot be opened, by code: their lookups answer this status and body (a 410 of a removed share,
   * a 409 while it is checked for malware, with Retry-After when `retryAfter` is set) until the entry is deleted.
   */
  readonly unavailable = new Map<string, { status: number; body: object; retryAfter?: number }>();
  /** Shares ended by their sender (DELETE /api/shares/{code}), by code: their state says `ended`. */
  readonly ended = new Set<string>();
  /** Every lookup, with the proof it carried. */
  readonly lookups: { path: string; proof: ReturnType<typeof proofOfWorkOf> }[] = [];
  /** While set, lookups carrying a proof wait for it: the screen stays in its "proving work" state. */
  private provenLookupsHeld: Promise<void> | undefined;
  private nextCode = 1000;
  private nextSession = 1;
  private readonly originalFetch = globalThis.fetch;
  private readonly originalXhr = globalThis.XMLHttpRequest;

  constructor(readonly chunkBytes = 4 * 1024 * 1024) {}

  install(): this {
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => this.handle(requestUrl(input), init ?? {});
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
    if (method === 'GET' && (pathname.startsWith('/s/') || pathname.startsWith('/api/folders/retrive/'))) {
      return this.lookup(pathname, init);
    }
    const sender = /^\/api\/shares\/(\d{4})(\/state)?$/.exec(pathname);
    if (sender) return this.senderCall(sender[1], method, Boolean(sender[2]));
    if (this.refuseNext && method !== 'GET') {
      const answer = this.refuseNext;
      this.refuseNext = undefined;
      return answer;
    }
    if (pathname === '/api/upload' && method === 'POST') {
      const form = init.body as FormData;
      // The feature page's form names its paths filepathsRaw.
      const paths = JSON.parse((form.get('filePaths') ?? form.get('filepathsRaw')) as string) as string[];
      const sizes = (form.getAll('files') as File[]).map((file) => file.size);
      const retention = (form.get('retention') as string) ?? '2h';
      const password = (form.get('password') as string | null) ?? undefined;
      this.singleUploads.push({ paths, retention, sizes, password });
      const fields: Record<string, string> = {};
      form.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
      });
      this.singleUploadFields.push({ fields, fileNames: (form.getAll('files') as File[]).map((file) => file.name) });
      return json(share(String(this.nextCode++), paths, sizes, retention), 201);
    }
    if (pathname === '/api/resumable-uploads' && method === 'POST') {
      const form = init.body as FormData;
      const id = `session-${this.nextSession++}`;
      const session: FakeSession = {
        id,
        paths: JSON.parse(form.get('filePaths') as string) as string[],
        sizes: JSON.parse(form.get('fileSizes') as string) as number[],
        password: (form.get('password') as string | null) ?? undefined,
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
      if (this.stallAfterChunks !== undefined && this.chunks.length >= this.stallAfterChunks)
        await abortOf(init.signal);
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

  /** GET /api/shares/{code}/state and DELETE /api/shares/{code}: a live share nobody has opened yet, or ended. */
  private senderCall(code: string, method: string, state: boolean): Response {
    if (method === 'DELETE' && !state) {
      this.ended.add(code);
      return new Response(null, { status: 204 });
    }
    if (method !== 'GET' || !state) return json({ statusCode: 405, message: 'Not here.' }, 405);
    return json({
      folderCode: code,
      status: this.ended.has(code) ? 'ended' : 'live',
      opens: 0,
      lastOpenedAt: null,
      zipDownloads: 0,
      files: [],
      expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
      retention: '2h',
      passwordProtected: false,
    });
  }

  /** Makes a share findable by code and by link. */
  addFolder(code: string, paths: string[]): RetrievedFolder {
    const folder = fakeFolder(code, paths);
    this.folders.set(code, folder);
    return folder;
  }

  /** Holds every lookup that carries a proof until the returned function is called. */
  holdProvenLookups(): () => void {
    let release = () => undefined as void;
    this.provenLookupsHeld = new Promise<void>((resolve) => {
      release = () => {
        this.provenLookupsHeld = undefined;
        resolve();
      };
    });
    return release;
  }

  private async lookup(pathname: string, init: RequestInit): Promise<Response> {
    const proof = proofOfWorkOf(init);
    this.lookups.push({ path: pathname, proof });
    if (proof && this.provenLookupsHeld) await this.provenLookupsHeld;
    if (this.clientLimited) {
      const refusal = json({ statusCode: 429, message: 'Too many requests, try again later.' }, 429);
      if (this.clientLimitedFor !== undefined) refusal.headers.set('Retry-After', String(this.clientLimitedFor));
      return refusal;
    }
    const ref = decodeURIComponent(pathname.replace(/^\/(s|api\/folders\/retrive)\//, '').replace(/\/qr$/, ''));
    const code = ref.slice(0, 4);
    const byLink = ref.length > 4;
    const folder = this.folders.get(code);
    if (byLink && (!folder || ref !== fakeLinkRef(code)))
      return json({ statusCode: 404, message: 'Invalid link' }, 404);
    if (!byLink && this.challenge && proof?.challenge.signature !== this.challenge.signature) {
      return json(
        {
          statusCode: 429,
          message: 'Many wrong codes were tried recently.',
          proofOfWork: { challenge: this.challenge },
        },
        429,
      );
    }
    if (!folder) return json({ statusCode: 404, message: 'Invalid code' }, 404);
    const unavailable = this.unavailable.get(code);
    if (unavailable) {
      const answer = json({ statusCode: unavailable.status, ...unavailable.body }, unavailable.status);
      if (unavailable.retryAfter !== undefined) answer.headers.set('Retry-After', String(unavailable.retryAfter));
      return answer;
    }
    const password = this.passwords.get(code);
    const given = new Headers(init.headers).get('X-Share-Password');
    if (password !== undefined && given !== password) {
      const message = given === null ? 'This share is protected by a password.' : 'Wrong password for this share.';
      return json({ statusCode: 401, message, error: 'Unauthorized', passwordRequired: true, folderCode: code }, 401);
    }
    return json({ data: folder });
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
