import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { FolderResponseDto } from '../src/folders/dto/folder.dto.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { shareWithLink, type TestFile } from './support/uploads.js';
import { folderOf } from './support/answers.js';

/** Enough files that the lookup's JSON is well past compression's 1 KiB threshold. */
const MANY_FILES: TestFile[] = Array.from({ length: 200 }, (_, index) => ({
  path: `photos/2026/album-${Math.floor(index / 20)}/picture-${index}.txt`,
  content: `picture ${index}\n`,
}));

interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as sent on the wire, accepting gzip (supertest and fetch would decode the body). */
function onTheWire(app: TestApp, path: string, headers: Record<string, string> = {}): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      new URL(path, app.baseUrl),
      { headers: { 'Accept-Encoding': 'gzip', ...headers } },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

describe('compression of JSON answers', () => {
  let app: TestApp;
  let code: string;
  let link: string;

  beforeAll(async () => {
    app = await createTestApp();
    ({ code, link } = await shareWithLink(app, MANY_FILES));
  });

  afterAll(() => app.close());

  it('gzips the lookup answers of a big share (code, link and /qr lookups)', async () => {
    for (const path of [`/api/folders/retrieve/${code}`, `/s/${link}/qr`, `/s/${code}/qr`]) {
      const response = await onTheWire(app, path);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      const answer = JSON.parse(gunzipSync(response.body).toString('utf8')) as FolderResponseDto;
      expect(answer.data.files).toHaveLength(MANY_FILES.length);
      expect(response.body.length).toBeLessThan(JSON.stringify(answer).length / 3);
    }
  });

  it('answers a client that accepts no encoding as it is, saying the answer varies with Accept-Encoding', async () => {
    const response = await onTheWire(app, `/api/folders/retrieve/${code}`, { 'Accept-Encoding': '' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect((JSON.parse(response.body.toString('utf8')) as FolderResponseDto).data.files).toHaveLength(
      MANY_FILES.length,
    );
    const gzipped = await onTheWire(app, `/api/folders/retrieve/${code}`);
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
  });

  it('leaves downloads and ZIPs alone: exact Content-Length and byte ranges', async () => {
    const folder = folderOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    const file = folder.files[0];
    const whole = await onTheWire(app, file.url);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(Number(whole.headers['content-length'])).toBe(file.filesize);
    expect(whole.body.length).toBe(file.filesize);
    const part = await onTheWire(app, file.url, { Range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.toString()).toBe('pict');
    const zip = await onTheWire(app, folder.zipUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-encoding']).toBeUndefined();
  });
});
