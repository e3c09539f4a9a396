import { randomBytes, randomInt } from 'node:crypto';
import type { FolderDto, FolderResponseDto } from '../../../src/folders/dto/folder.dto.js';
import type { UploadResponseDto } from '../../../src/folders/dto/upload-response.dto.js';
import { linkOf } from '../../support/uploads.js';

/** What the clients of the fault test ask; each kind needs some of the dependencies (see expectations.ts). */
export type Kind = 'upload' | 'code lookup' | 'link lookup' | 'download';

/** One request as a client saw it. */
export interface Outcome {
  kind: Kind;
  /** The instance asked. */
  on: string;
  /** Date.now() when it was sent and when its answer's body had arrived. */
  startedAt: number;
  endedAt: number;
  /** The HTTP status; 0 when no answer came (connection refused or cut, or no answer within the timeout). */
  status: number;
  /** What was wrong with a successful answer (a share listed short, bytes that differ), or why none came. */
  problem?: string;
}

export interface SentFile {
  path: string;
  content: Buffer;
}

/** A share an upload was answered 201 for: what was sent, and where. */
export interface SentShare {
  code: string;
  link: string;
  /** The instance that took the upload. */
  on: string;
  files: SentFile[];
}

export interface Instance {
  name: string;
  baseUrl: string;
}

/**
 * A guard against a hang, not a claim about speed: a request unanswered this long is recorded as unanswered
 * (a violation) rather than hanging the test. Generous, so that a busy machine never trips it.
 */
const REQUEST_TIMEOUT_MS = 30_000;
/** Files per share and their size: small, so thousands of requests fit in the run, yet several TCP packets each. */
const MAX_FILES_PER_SHARE = 3;
const MAX_FILE_BYTES = 128 * 1024;
const SUCCESS: Record<Kind, number> = { upload: 201, 'code lookup': 200, 'link lookup': 200, download: 200 };
/** How an answer whose status arrived but whose body broke off is described. */
export const CUT_OFF = 'answer cut off';

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** 1–3 files of random sizes and bytes, in a folder named after `name` (and made unique). */
function randomFiles(name: string): SentFile[] {
  const folder = `${name}-${randomBytes(3).toString('hex')}`;
  return Array.from({ length: randomInt(1, MAX_FILES_PER_SHARE + 1) }, (_, index) => ({
    path: `${folder}/file-${index}.bin`,
    content: randomBytes(randomInt(1, MAX_FILE_BYTES + 1)),
  }));
}

/** Whether a lookup lists exactly the files that were sent: same paths, same sizes, nothing more or less. */
function listingProblem(share: SentShare, folder: FolderDto | undefined): string | undefined {
  const listed = (folder?.files ?? []).map((file) => `${file.filepath}:${file.filesize}`).sort();
  const sent = share.files.map((file) => `${file.path}:${file.content.length}`).sort();
  return JSON.stringify(listed) === JSON.stringify(sent)
    ? undefined
    : `share ${share.code} listed as ${JSON.stringify(listed)}, sent as ${JSON.stringify(sent)}`;
}

/**
 * The fault test's HTTP client: every request it sends is recorded with its timing and status, and every
 * successful answer is checked (a lookup lists a share exactly as it was sent, a download returns its bytes).
 */
export class RecordedRequests {
  readonly outcomes: Outcome[] = [];
  /** Every share answered 201, in the order the answers came. */
  readonly shares: SentShare[] = [];
  /** Download URLs of a share's files by path, as a lookup answered them (links and file ids never change). */
  private readonly urls = new Map<string, Map<string, string>>();
  private uploads = 0;
  /** Requests sent and not answered yet (or given up on), with when each was sent. */
  private readonly inFlight = new Map<Promise<unknown>, number>();

  /**
   * Resolves once every request sent before `cutoff` (a Date.now() value) has its outcome recorded: answered,
   * or given up on after REQUEST_TIMEOUT_MS. Requests sent later are not waited for.
   */
  async settledBefore(cutoff: number): Promise<void> {
    await Promise.all([...this.inFlight].filter(([, startedAt]) => startedAt < cutoff).map(([request]) => request));
  }

  /** Shares whose download URLs a lookup has answered. */
  sharesWithUrls(): SentShare[] {
    return this.shares.filter((share) => this.urls.has(share.link));
  }

  uploadsSent(): number {
    return this.uploads;
  }

  /** Uploads a share (by default of 1–3 random files, in a folder of its own); resolves it when answered 201. */
  async upload(
    on: Instance,
    files: SentFile[] = randomFiles(`upload-${this.uploads + 1}`),
  ): Promise<SentShare | undefined> {
    this.uploads++;
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([new Uint8Array(file.content)]), file.path);
    form.append('filePaths', JSON.stringify(files.map((file) => file.path)));
    const body = await this.send('upload', on, '/api/upload', { method: 'POST', body: form });
    if (!body) return undefined;
    const answer = JSON.parse(body.toString()) as UploadResponseDto;
    const share = { code: answer.folderCode, link: linkOf(answer.folderUrl), on: on.name, files };
    this.shares.push(share);
    return share;
  }

  /** A link lookup (`/s/{link}/qr`); resolves whether it answered the share exactly as sent. */
  lookUpLink(on: Instance, share: SentShare): Promise<boolean> {
    return this.lookUp('link lookup', on, share, `/s/${share.link}/qr`);
  }

  /** A code lookup (`/api/folders/retrieve/{code}`), which also needs the guessing budget in Redis. */
  lookUpCode(on: Instance, share: SentShare): Promise<boolean> {
    return this.lookUp('code lookup', on, share, `/api/folders/retrieve/${share.code}`);
  }

  /** Downloads one file of a share whose URLs are known; resolves whether its bytes came back exactly. */
  async download(on: Instance, share: SentShare, file: SentFile): Promise<boolean> {
    const url = this.urls.get(share.link)?.get(file.path);
    if (!url) throw new Error(`No lookup has answered the URL of ${file.path} yet`);
    const body = await this.send('download', on, url, {}, (bytes) =>
      bytes.equals(file.content)
        ? undefined
        : `${file.path} of share ${share.code}: ${bytes.length} bytes that differ from the ${file.content.length} sent`,
    );
    return body !== undefined;
  }

  private async lookUp(kind: Kind, on: Instance, share: SentShare, path: string): Promise<boolean> {
    let folder: FolderDto | undefined;
    const body = await this.send(kind, on, path, { headers: { Accept: 'application/json' } }, (bytes) => {
      folder = (JSON.parse(bytes.toString()) as FolderResponseDto).data;
      return listingProblem(share, folder);
    });
    if (!body || !folder) return false;
    this.urls.set(share.link, new Map(folder.files.map((file) => [file.filepath, file.url])));
    return true;
  }

  /**
   * Sends one request and records it; resolves the body of an answer with the kind's success status that
   * passed `check`, else undefined.
   */
  private send(
    kind: Kind,
    on: Instance,
    path: string,
    init: RequestInit,
    check: (body: Buffer) => string | undefined = () => undefined,
  ): Promise<Buffer | undefined> {
    const startedAt = Date.now();
    const request = this.record(kind, on, path, init, check, startedAt);
    this.inFlight.set(request, startedAt);
    return request.finally(() => this.inFlight.delete(request));
  }

  private async record(
    kind: Kind,
    on: Instance,
    path: string,
    init: RequestInit,
    check: (body: Buffer) => string | undefined,
    startedAt: number,
  ): Promise<Buffer | undefined> {
    let status = 0;
    let problem: string | undefined;
    let body: Buffer | undefined;
    try {
      const response = await fetch(`${on.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      problem = `${status === 0 ? 'no answer' : CUT_OFF}: ${causeOf(error)}`;
    }
    if (body && status === SUCCESS[kind]) {
      try {
        problem = check(body);
      } catch (error) {
        problem = `unreadable answer: ${causeOf(error)}`;
      }
    }
    this.outcomes.push({ kind, on: on.name, startedAt, endedAt: Date.now(), status, problem });
    return status === SUCCESS[kind] && problem === undefined ? body : undefined;
  }
}
