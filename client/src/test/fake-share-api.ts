/**
 * An in-memory stand-in for the API's upload endpoints (/api/resumable-uploads: the share made at the
 * announcement, its bytes in chunks, the finish answering it again; an answer to a file request announced at
 * /api/file-requests/{link}/answers, its bytes then sent the same way), its
 * lookups (by code: /api/folders/retrive/{code}, /s/{code}; by link: /s/{code}-{key}) and the sender's calls on a
 * share (End now: DELETE /api/shares/{code}; its state on the live poll), answering the client's
 * real requests through a mocked `fetch`. Tests read what arrived and can make the network fail, or make code
 * lookups ask for a proof of work. XMLHttpRequest is hidden meanwhile, so uploads take their fetch path (as in
 * the service worker).
 */
import type { RetrievedFolder, UploadedFolder } from '../lib/api/folders';
import type { RequestForUploader } from '../lib/api/file-request-answers';
import type { Challenge } from '../lib/proof-of-work/proof-of-work';
import { requestUrl } from './mock-fetch';
import { readBlob } from './read-blob';

interface FakeSession {
  id: string;
  /** The share the announcement made (its code is the share's for good). */
  code: string;
  retention: string;
  paths: string[];
  sizes: number[];
  /** The share's password field, when one was sent. */
  password?: string;
  /** The chunks received, in order. */
  received: Uint8Array[];
  offset: number;
  finished: boolean;
  /** The share ended before every byte arrived: chunks, status and finish answer 410 with this reason. */
  endedAs?: string;
  /** Sent directly only: the upload takes no bytes (its length is 0, finished at once; a chunk is a 409). */
  directOnly?: boolean;
}

/** How often the fake's live poll looks at the shares a page watches, and how long it waits before a 204. */
const LIVE_LOOK_MS = 1_000;
const LIVE_WAIT_MS = 25_000;
/** When every share of this fake arrived and expires: a fixed time, so its state changes only as the share does. */
const STATE_TIME = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();

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

function share(
  code: string,
  paths: string[],
  sizes: number[],
  retention: string,
  status: UploadedFolder['status'] = 'live',
  directOnly?: boolean,
): UploadedFolder {
  return {
    ...(directOnly ? { directOnly } : {}),
    folderCode: code,
    folderUrl: `http://localhost/s/${fakeLinkRef(code)}`,
    manageKey: `key-${code}`,
    qrCode: 'data:image/png;base64,',
    expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
    retention: retention as UploadedFolder['retention'],
    status,
    files: paths.map((filepath, index) => ({ filepath, filename: filepath.split('/').pop()!, filesize: sizes[index] })),
  };
}

/** The text fields of a form, by name. */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
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
  /** Each announcement (POST /api/resumable-uploads): its session and its text fields, by name. */
  readonly announcements: { id: string; fields: Record<string, string> }[] = [];
  /** Each answer announced to a file request (POST /api/file-requests/{link}/answers): its session, link and body. */
  readonly answerAnnouncements: { id: string; link: string; body: Record<string, unknown> }[] = [];
  /** File requests as their uploaders read them (GET /api/file-requests/{link}), by link; others answer 404. */
  readonly requests = new Map<string, RequestForUploader>();
  /** File requests (by link) that take no more answers: announcing one answers 409 `request_closed`. */
  readonly closedRequests = new Set<string>();
  /** The sessions cancelled (DELETE), in order. */
  readonly cancelled: string[] = [];
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
  /** Shares whose upload was cancelled before every byte arrived, by code: their state says `stopped`. */
  readonly stopped = new Set<string>();
  /** Every look at a watched share (its live poll's), by the share's code. */
  readonly progressPolls: string[] = [];
  /** How many times each arriving share changed (its progress's ETag). */
  private readonly revisions = new Map<string, number>();
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
    if (pathname === '/api/live' && method === 'POST') return this.livePoll(init);
    if (method === 'GET' && (pathname.startsWith('/s/') || pathname.startsWith('/api/folders/retrive/'))) {
      return this.lookup(pathname, init);
    }
    const sender = /^\/api\/shares\/(\d{4})$/.exec(pathname);
    if (sender && method === 'DELETE') return this.endShare(sender[1]);
    if (this.refuseNext && method !== 'GET') {
      const answer = this.refuseNext;
      this.refuseNext = undefined;
      return answer;
    }
    const request = /^\/api\/file-requests\/([^/]+)$/.exec(pathname);
    if (request && method === 'GET') {
      const found = this.requests.get(decodeURIComponent(request[1]));
      return found ? json(found) : json({ code: 'not_found', message: 'No such request.' }, 404);
    }
    const answers = /^\/api\/file-requests\/([^/]+)\/answers$/.exec(pathname);
    if (answers && method === 'POST') return this.announceAnswer(decodeURIComponent(answers[1]), init);
    if (pathname === '/api/resumable-uploads' && method === 'POST') {
      const form = init.body as FormData;
      const id = `session-${this.nextSession++}`;
      const session: FakeSession = {
        id,
        code: String(this.nextCode++),
        retention: (form.get('retention') as string | null) ?? '2h',
        paths: JSON.parse(form.get('filePaths') as string) as string[],
        sizes: JSON.parse(form.get('fileSizes') as string) as number[],
        password: (form.get('password') as string | null) ?? undefined,
        received: [],
        offset: 0,
        finished: form.get('directOnly') === '1',
        directOnly: form.get('directOnly') === '1',
      };
      this.sessions.set(id, session);
      this.announcements.push({ id, fields: textFields(form) });
      const status = session.directOnly ? 'live' : 'arriving';
      const made = share(session.code, session.paths, session.sizes, session.retention, status, session.directOnly);
      return json({ ...this.describe(session), share: made }, 201);
    }
    const match = /^\/api\/resumable-uploads\/([^/]+)(\/finish)?$/.exec(pathname);
    const session = match && this.sessions.get(match[1]);
    if (!match || !session) return json({ statusCode: 404, message: 'This upload is unknown.' }, 404);
    if (method === 'DELETE') {
      this.sessions.delete(session.id);
      this.cancelled.push(session.id);
      if (!session.finished) this.stopped.add(session.code);
      return new Response(null, { status: 204 });
    }
    if (session.endedAs) return json({ statusCode: 410, message: 'Ended.', reason: session.endedAs }, 410);
    if (method === 'GET') return json(this.describe(session));
    if (method === 'PATCH' && session.directOnly)
      return json({ statusCode: 409, message: 'Takes no bytes.', reason: 'direct-only' }, 409);
    if (method === 'PATCH') {
      if (this.stallAfterChunks !== undefined && this.chunks.length >= this.stallAfterChunks)
        await abortOf(init.signal);
      const offset = Number(searchParams.get('offset'));
      if (offset !== session.offset) return json({ statusCode: 409, message: 'Wrong offset.' }, 409);
      const body = init.body as Blob;
      // A Blob made by Node (as encrypted uploads' specs use) has arrayBuffer(); jsdom's has not.
      const bytes = 'arrayBuffer' in body ? new Uint8Array(await body.arrayBuffer()) : await readBlob(body);
      this.chunks.push({ id: session.id, offset, length: bytes.length });
      session.received.push(bytes);
      session.offset += bytes.length;
      return json({ offset: session.offset, length: this.lengthOf(session) });
    }
    if (match[2] && method === 'POST') {
      if (session.offset < this.lengthOf(session)) return json({ statusCode: 409, message: 'Bytes missing.' }, 409);
      session.finished = true;
      return json(
        share(session.code, session.paths, session.sizes, session.retention, 'live', session.directOnly),
        201,
      );
    }
    return json({ statusCode: 405, message: 'Not here.' }, 405);
  }

  /** POST /api/file-requests/{link}/answers: a resumable upload bound to the answer, no share made. */
  private announceAnswer(link: string, init: RequestInit): Response {
    if (this.closedRequests.has(link)) {
      return json({ statusCode: 409, code: 'request_closed', message: 'This request takes no more files.' }, 409);
    }
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    const id = `session-${this.nextSession++}`;
    const session: FakeSession = {
      id,
      code: link.slice(0, 4),
      retention: '2h',
      paths: body.filePaths as string[],
      sizes: body.fileSizes as number[],
      received: [],
      offset: 0,
      finished: false,
    };
    this.sessions.set(id, session);
    this.answerAnnouncements.push({ id, link, body });
    return json({ ...this.describe(session), files: [] }, 201);
  }

  /** DELETE /api/shares/{code}: the share ends (its upload too, if it was still running). */
  private endShare(code: string): Response {
    const session = [...this.sessions.values()].find((candidate) => candidate.code === code);
    this.ended.add(code);
    if (session && !session.finished) session.endedAs = 'ended';
    return new Response(null, { status: 204 });
  }

  /**
   * A share's state as its sender sees it: nobody has opened it yet; arriving while its upload runs, live once
   * finished, stopped when its upload was cancelled first, or ended. `arrivedAt` and `expiresAt` are fixed, so it
   * changes only as the share does.
   */
  private stateOf(code: string, session: FakeSession | undefined): object {
    const status = this.ended.has(code)
      ? 'ended'
      : this.stopped.has(code)
        ? 'stopped'
        : session && !session.finished
          ? 'arriving'
          : 'live';
    return {
      folderCode: code,
      status,
      arrivedAt: status === 'arriving' || status === 'stopped' ? null : STATE_TIME,
      opens: 0,
      lastOpenedAt: null,
      zipDownloads: 0,
      files: session ? this.fileStates(session) : [],
      expiresAt: STATE_TIME,
      retention: '2h',
      passwordProtected: false,
      directOnly: session?.directOnly ?? false,
      // This fake's sender page is always there.
      senderPresent: session?.directOnly ? true : null,
    };
  }

  /** Makes a share findable by code and by link. */
  addFolder(code: string, paths: string[]): RetrievedFolder {
    const folder = fakeFolder(code, paths);
    this.folders.set(code, folder);
    return folder;
  }

  /** Makes a share sent directly only findable: whole at once, none of it on the server; its sender there or not. */
  addDirectOnlyFolder(code: string, paths: string[], senderPresent: boolean): RetrievedFolder {
    const folder = { ...fakeFolder(code, paths), directOnly: true, senderPresent, receivedBytes: 0 };
    this.folders.set(code, folder);
    return folder;
  }

  /** The sender's page of a share sent directly only comes or goes: its next progress poll says so. */
  setSenderPresent(code: string, senderPresent: boolean): void {
    this.folders.set(code, { ...this.folders.get(code)!, senderPresent });
    this.revisions.set(code, (this.revisions.get(code) ?? 0) + 1);
  }

  /**
   * Makes a share whose files are arriving findable: each file `ready`, `checking`, or `arriving` with
   * `received` bytes of its `size`. Its progress polls answer from it until `arrive` changes it.
   */
  addArrivingFolder(
    code: string,
    files: Array<{ path: string; size: number; status: 'arriving' | 'checking' | 'ready'; received?: number }>,
  ): RetrievedFolder {
    const folder = fakeFolder(
      code,
      files.map((file) => file.path),
      files.map((file) => file.size),
    );
    folder.files.forEach((file, index) => {
      file.status = files[index].status;
      file.receivedBytes = files[index].received ?? (files[index].status === 'arriving' ? 0 : file.filesize);
    });
    this.folders.set(code, this.withArrival(folder));
    return this.folders.get(code)!;
  }

  /** Changes how the files of an arriving share stand (by path); its next progress poll answers the change. */
  arrive(code: string, changes: Record<string, { status: 'arriving' | 'checking' | 'ready'; received?: number }>) {
    const folder = this.folders.get(code)!;
    const files = folder.files.map((file) => {
      const change = changes[file.filepath];
      if (!change) return file;
      const received = change.received ?? (change.status === 'arriving' ? file.receivedBytes : file.filesize);
      return { ...file, status: change.status, receivedBytes: received };
    });
    this.folders.set(code, this.withArrival({ ...folder, files }));
  }

  /** A share's status and byte counts, from its files'. */
  private withArrival(folder: RetrievedFolder): RetrievedFolder {
    const pending = folder.files.filter((file) => file.status !== 'ready');
    const status =
      pending.length === 0 ? 'ready' : pending.some((file) => file.status === 'arriving') ? 'arriving' : 'checking';
    const receivedBytes = folder.files.reduce((sum, file) => sum + file.receivedBytes, 0);
    this.revisions.set(folder.folderCode, (this.revisions.get(folder.folderCode) ?? 0) + 1);
    return { ...folder, status, receivedBytes };
  }

  /**
   * POST /api/live for the shares a page watches: the changed ones at once, else a look every LIVE_LOOK_MS until one
   * changed, or 204 after LIVE_WAIT_MS, as the API's watch does.
   */
  private async livePoll(init: RequestInit): Promise<Response> {
    const { watch = [], managed = [] } = JSON.parse(init.body as string) as {
      watch?: Array<{ link: string; etag?: string }>;
      managed?: Array<{ code: string; etag?: string }>;
    };
    for (let waited = 0; ; waited += LIVE_LOOK_MS) {
      const changes = watch.flatMap((watched) => this.changeOf(watched));
      const states = managed.flatMap((followed) => this.stateChangeOf(followed));
      if (changes.length > 0 || states.length > 0) return json({ data: { gone: [], changes, states } });
      if (waited >= LIVE_WAIT_MS) return new Response(null, { status: 204 });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, LIVE_LOOK_MS);
        init.signal?.addEventListener(
          'abort',
          () => (clearTimeout(timer), reject(new DOMException('The operation was aborted.', 'AbortError'))),
          { once: true },
        );
      });
    }
  }

  /** What changed of one followed share's state since the ETag its sender's page has. */
  private stateChangeOf({ code, etag }: { code: string; etag?: string }): object[] {
    const session = [...this.sessions.values()].find((candidate) => candidate.code === code);
    const state = this.stateOf(code, session);
    // The state itself serves as its tag here: it changes exactly when the state does.
    const current = JSON.stringify(state);
    return etag === current ? [] : [{ code, etag: current, state }];
  }

  /** What changed of one watched share since the ETag its page has: as its progress poll would answer. */
  private changeOf({ link, etag }: { link: string; etag?: string }): object[] {
    const code = link.slice(0, 4);
    this.progressPolls.push(code);
    const ended = this.unavailable.get(code);
    if (ended) return [{ link, status: ended.status, error: { statusCode: ended.status, ...ended.body } }];
    const folder = this.folders.get(code);
    if (!folder) return [{ link, status: 404, error: { statusCode: 404, message: 'Invalid link' } }];
    const current = `W/"${code}.${this.revisions.get(code) ?? 0}"`;
    if (etag === current) return [];
    const pending = folder.files.filter((file) => file.status !== 'ready');
    const progress = {
      status: folder.status,
      receivedBytes: folder.receivedBytes,
      totalBytes: folder.totalBytes,
      expiresAt: folder.expiresAt,
      files: pending.map((file) => ({ id: file.id, status: file.status, receivedBytes: file.receivedBytes })),
      senderPresent: folder.senderPresent ?? null,
    };
    return [{ link, etag: current, progress }];
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

  /** Each file of a session's share, arrived once the session's bytes reach past its end. */
  private fileStates(session: FakeSession) {
    let end = 0;
    return session.paths.map((filepath, index) => {
      const start = end;
      end += session.sizes[index];
      const here = Math.max(0, Math.min(session.sizes[index], session.offset - start));
      const arrived = end <= session.offset;
      return {
        id: index + 1,
        filepath,
        downloads: 0,
        filesize: session.sizes[index],
        status: arrived ? 'ready' : 'arriving',
        receivedBytes: here,
      };
    });
  }

  private lengthOf(session: FakeSession): number {
    if (session.directOnly) return 0;
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
