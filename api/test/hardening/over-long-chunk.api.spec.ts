import { type IncomingMessage, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createdUploadOf, receiptOf, resumableOf, uploadedOf } from '../support/answers.js';
import { CHUNK_TYPE, downloaded } from '../support/resumable-uploads.js';
import {
  API_PROCESS_HOOK_MS,
  type LoggedApiProcess,
  startLoggedApiProcess,
} from '../observability/support/logged-api-process.js';

/** A pause between the pieces of a body, so that each reaches the server as a piece of its own. */
const BETWEEN_PIECES_MS = 100;
const CHUNK_ROUTE = '/api/resumable-uploads/:id';
/** Where the raw chunks come from: a loopback address of their own, which the access log must name. */
const ATTACKER_ADDRESS = '127.0.0.23';

interface RawAnswer {
  status: number;
  body: string;
  requestId: string;
}

/**
 * Sends a chunk the way an attacker can, with node:http: `pieces` one after the other, chunked unless
 * `contentLength` is given. Resolves with the answer once the connection is closed, so that whatever the server
 * does as a request closes (its access log, its metrics) has been done.
 */
async function sendRaw(
  api: LoggedApiProcess,
  id: string,
  offset: number,
  pieces: readonly Buffer[],
  contentLength?: number,
): Promise<RawAnswer> {
  const framing =
    contentLength === undefined ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(contentLength) };
  const request = httpRequest(`${api.baseUrl}/api/resumable-uploads/${id}?offset=${offset}`, {
    method: 'PATCH',
    localAddress: ATTACKER_ADDRESS,
    headers: { 'Content-Type': CHUNK_TYPE, Connection: 'close', ...framing },
  });
  // The server may answer and hang up before the last pieces are written: writing then fails, as it should.
  request.on('error', () => undefined);
  // Not events.once: that would reject on the write error above, which may come before the answer is read.
  const answered = new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
  const closed = new Promise<void>((resolve) => request.on('socket', (socket) => socket.once('close', resolve)));
  for (const piece of pieces) {
    request.write(piece);
    await sleep(BETWEEN_PIECES_MS);
  }
  request.end();
  const response = await answered;
  let body = '';
  for await (const part of response) body += String(part);
  await closed;
  return { status: response.statusCode ?? 0, body, requestId: String(response.headers['x-request-id']) };
}

async function announce(api: LoggedApiProcess, files: ReadonlyArray<{ path: string; content: Buffer }>) {
  const created = await api
    .http()
    .post('/api/resumable-uploads')
    .field('filePaths', JSON.stringify(files.map((file) => file.path)))
    .field('fileSizes', JSON.stringify(files.map((file) => file.content.length)))
    .expect(201);
  return { id: resumableOf(created).id, code: createdUploadOf(created).share.folderCode };
}

async function offsetOf(api: LoggedApiProcess, id: string): Promise<number> {
  return resumableOf(await api.http().get(`/api/resumable-uploads/${id}`).expect(200)).offset;
}

/** The server is up and answering, each of several times. */
async function stillAnswers(api: LoggedApiProcess): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
    await sleep(BETWEEN_PIECES_MS);
  }
}

/** Sends the rest from `offset` properly, finishes, and checks every file downloads byte for byte. */
async function completes(
  api: LoggedApiProcess,
  upload: { id: string; code: string },
  files: ReadonlyArray<{ path: string; content: Buffer }>,
  offset: number,
): Promise<void> {
  const all = Buffer.concat(files.map((file) => file.content));
  const receipt = await api
    .http()
    .patch(`/api/resumable-uploads/${upload.id}?offset=${offset}`)
    .set('Content-Type', CHUNK_TYPE)
    .send(all.subarray(offset))
    .expect(200);
  expect(receiptOf(receipt)).toEqual({ offset: all.length, length: all.length });
  expect(uploadedOf(await api.http().post(`/api/resumable-uploads/${upload.id}/finish`).expect(201)).status).toBe(
    'live',
  );
  const contents = await downloaded(api.asTestApp(), upload.code);
  for (const file of files) expect(contents.get(file.path)?.equals(file.content)).toBe(true);
}

/**
 * Chunks that run past the end of their upload, sent to the built server (`node dist/main.js`, access log and
 * metrics mounted as in production): the server refuses them (413), stays up, and the upload goes on.
 */
describe('a chunk running past the end of its upload', () => {
  let api: LoggedApiProcess;

  beforeAll(async () => {
    api = await startLoggedApiProcess({});
  }, API_PROCESS_HOOK_MS);

  afterAll(() => api.stop());

  afterEach(async () => {
    await stillAnswers(api);
    expect(api.stderr()).not.toContain('TypeError');
  });

  it('chunked, 40 bytes for a 10-byte file: refused, the server stays up, the upload resumes from 0', async () => {
    const file = { path: 'x.bin', content: Buffer.from('0123456789') };
    const upload = await announce(api, [file]);

    const answer = await sendRaw(api, upload.id, 0, [Buffer.alloc(40)]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/at most 10 bytes.*send the rest from byte 0/);
    await stillAnswers(api);
    // The request closed after its socket was gone: still logged, with the address taken as it started.
    const logged = api
      .stdout()
      .split('\n')
      .filter(
        (line) => line.includes(`"requestId":"${answer.requestId}"`) && line.includes(`"route":"${CHUNK_ROUTE}"`),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('"status":413');
    expect(logged[0]).toMatch(new RegExp(`"ip":"(::ffff:)?${ATTACKER_ADDRESS.replaceAll('.', '\\.')}"`));

    expect(await offsetOf(api, upload.id)).toBe(0);
    await completes(api, upload, [file], 0);
  });

  it('with a Content-Length past the end: refused before a byte is read, keeping what was stored', async () => {
    const file = { path: 'y.bin', content: Buffer.from('abcdefghij') };
    const upload = await announce(api, [file]);
    await api
      .http()
      .patch(`/api/resumable-uploads/${upload.id}?offset=0`)
      .set('Content-Type', CHUNK_TYPE)
      .send(file.content.subarray(0, 4))
      .expect(200);

    const answer = await sendRaw(api, upload.id, 4, [Buffer.alloc(40)], 40);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('send the rest from byte 4');
    await stillAnswers(api);

    expect(await offsetOf(api, upload.id)).toBe(4);
    await completes(api, upload, [file], 4);
  });

  it('fitting at first, then running past: files it completed are kept, the last one is not', async () => {
    const files = [
      { path: 'trip/a.txt', content: Buffer.from('first') },
      { path: 'trip/b.txt', content: Buffer.from('0123456789') },
    ];
    const upload = await announce(api, files);
    const all = Buffer.concat(files.map((file) => file.content));

    // Every announced byte, correct and in pieces of their own, then 30 bytes too many.
    const answer = await sendRaw(api, upload.id, 0, [all.subarray(0, 8), all.subarray(8), Buffer.alloc(30, 7)]);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('send the rest from byte 5');
    await stillAnswers(api);

    // The first file is whole and kept; the second, which the excess came with, is sent again.
    expect(await offsetOf(api, upload.id)).toBe(5);
    await completes(api, upload, files, 5);
  });
});
