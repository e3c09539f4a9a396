import { createHash, randomBytes } from 'node:crypto';
import type { CreatedFileRequestDto } from '../../../src/file-requests/dto/created-file-request.dto.js';
import type { FolderResponseDto } from '../../../src/folders/dto/folder.dto.js';
import type { UploadResponseDto } from '../../../src/folders/dto/upload-response.dto.js';
import type { CreatedResumableUploadDto } from '../../../src/uploads/resumable/dto/resumable-upload.dto.js';
import type { Operation } from './operations.js';

/** The size of the file each fresh resumable upload announces: attacks send past it. */
export const ANNOUNCED_FILE_BYTES = 10;

/**
 * Real keys to aim at, so that attacks reach the code behind the lookups rather than stopping at a 404: a share
 * with its code, link, management key and file (whose id also stands for the numeric ids of operator routes), a
 * signed-in account's cookie, and fresh resumable uploads.
 */
export interface Targets {
  code: string;
  link: string;
  manageKey: string;
  fileId: number;
  cookie: string;
  /** A file request with one answer that arrived whole (a `manifest` object). */
  request: RequestTarget;
  /** A resumable upload of one file of ANNOUNCED_FILE_BYTES, announced now: each attack gets its own. */
  freshUploadId: () => Promise<string>;
  /** Another share, and another session of the same account: for a route that ends what it is aimed at. */
  renewed: () => Promise<Targets>;
}

interface RequestTarget {
  code: string;
  link: string;
  requesterKey: string;
  answerId: string;
}

/** The server, wherever it listens now: a restart after a crash moves it to another port, on the same data. */
export interface Reachable {
  readonly baseUrl: string;
}

/** Routes that end the share or session they are aimed at, so that the next routes would find them gone. */
export function endsItsTarget(operation: Operation): boolean {
  return operation.method === 'DELETE' || operation.template === '/api/logout';
}

const ACCOUNT = { username: 'Robustness', email: 'robustness@example.com', password: 'robustness-pass' };
const JSON_TYPE = { 'Content-Type': 'application/json' };

async function answerOf<T>(answer: Response, what: string): Promise<T> {
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function shareOneFile(server: Reachable): Promise<UploadResponseDto> {
  const form = new FormData();
  form.append('files', new Blob(['robustness target\n']), 'target/notes.txt');
  form.append('filePaths', JSON.stringify(['target/notes.txt']));
  return answerOf(await fetch(`${server.baseUrl}/api/upload`, { method: 'POST', body: form }), 'the target share');
}

/** Makes a file request and answers it with one small object, through the routes a page uses. */
async function answeredRequest(server: Reachable): Promise<RequestTarget> {
  const uploadToken = randomBytes(16);
  const body = JSON.stringify({
    card: randomBytes(64).toString('base64url'),
    uploadTokenHash: createHash('sha256').update(uploadToken).digest('hex'),
    retention: '24h',
  });
  const request = await answerOf<CreatedFileRequestDto>(
    await fetch(`${server.baseUrl}/api/file-requests`, { method: 'POST', headers: JSON_TYPE, body }),
    'a file request',
  );
  const answerId = randomBytes(16).toString('base64url');
  const answer = JSON.stringify({
    answerId,
    wrappedKey: randomBytes(81).toString('base64url'),
    uploadToken: uploadToken.toString('base64url'),
    filePaths: ['manifest'],
    fileSizes: [ANNOUNCED_FILE_BYTES],
  });
  const upload = await answerOf<{ id: string }>(
    await fetch(`${server.baseUrl}/api/file-requests/${request.link}/answers`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: answer,
    }),
    'an answer',
  );
  await answerOf(
    await fetch(`${server.baseUrl}/api/resumable-uploads/${upload.id}?offset=0`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/offset+octet-stream' },
      body: randomBytes(ANNOUNCED_FILE_BYTES),
    }),
    "the answer's bytes",
  );
  return { code: request.code, link: request.link, requesterKey: request.requesterKey, answerId };
}

async function signedInCookie(server: Reachable): Promise<string> {
  const body = JSON.stringify(ACCOUNT);
  const login = await fetch(`${server.baseUrl}/api/login`, { method: 'POST', headers: JSON_TYPE, body });
  await answerOf(login, 'the login');
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('the login set no cookie');
  return cookie;
}

/** Signs the suite's account up and aims at a new share: call once per server. */
export async function targetsOn(server: Reachable): Promise<Targets> {
  const body = JSON.stringify(ACCOUNT);
  await answerOf(
    await fetch(`${server.baseUrl}/api/signup`, { method: 'POST', headers: JSON_TYPE, body }),
    'the sign-up',
  );
  return aimedTargets(server);
}

async function aimedTargets(server: Reachable): Promise<Targets> {
  const share = await shareOneFile(server);
  const link = share.folderUrl.slice(share.folderUrl.lastIndexOf('/') + 1);
  const folder = await answerOf<FolderResponseDto>(
    await fetch(`${server.baseUrl}/api/folders/retrieve/${share.folderCode}`),
    'the target lookup',
  );
  const freshUploadId = async () => {
    const form = new FormData();
    form.append('filePaths', JSON.stringify(['announced.bin']));
    form.append('fileSizes', JSON.stringify([ANNOUNCED_FILE_BYTES]));
    const upload = await answerOf<CreatedResumableUploadDto>(
      await fetch(`${server.baseUrl}/api/resumable-uploads`, { method: 'POST', body: form }),
      'a resumable upload',
    );
    return upload.id;
  };
  return {
    code: share.folderCode,
    link,
    manageKey: share.manageKey,
    fileId: folder.data.files[0].id,
    cookie: await signedInCookie(server),
    request: await answeredRequest(server),
    freshUploadId,
    renewed: () => aimedTargets(server),
  };
}
