import { createTestApp, type TestApp } from './support/test-app.js';
import { bytesOf, linkOf, NESTED_FOLDER, share, shareWithLink, type TestFile } from './support/uploads.js';
import { unzip } from './support/zip.js';
import { errorOf, folderOf, rawBodyOf, retrievalOf } from './support/answers.js';

/** What a link that opens no share answers, word for word: the wording is what is under test. */
const INVALID_LINK = 'This link does not open any share. Check that it was copied whole.';
/** What a download by the bare code answers. */
const CODE_NOT_ENOUGH =
  'Files are reached through the share link, not the code alone. Look the code up first ' +
  '(GET /api/folders/retrieve/{code}): its answer lists the link and every download URL.';

interface ListedFile {
  id: number;
  filepath: string;
  url: string;
}

const PREVIEW_FILES: TestFile[] = [
  { path: 'docs/page.html', content: '<script>alert(1)</script>' },
  { path: 'docs/drawing.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
  { path: 'docs/report.pdf', content: '%PDF-1.4\n%%EOF\n' },
  { path: 'docs/photo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  { path: 'docs/data.json', content: '{"a":1}' },
  { path: 'docs/archive.zip', content: 'PK' },
  { path: 'docs/ünïcödé name.txt', content: 'unicode' },
];

describe('downloading files', () => {
  let app: TestApp;
  let code: string;
  let files: Map<string, ListedFile>;

  beforeAll(async () => {
    app = await createTestApp();
    code = await share(app, [...NESTED_FOLDER, ...PREVIEW_FILES], '24h');
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
    files = new Map(body.data.files.map((file: ListedFile) => [file.filepath, file]));
  });

  afterAll(() => app.close());

  function urlOf(path: string): string {
    return files.get(path)!.url;
  }

  it('streams the stored bytes with download headers', async () => {
    const original = NESTED_FOLDER[1];
    const response = await app.http().get(urlOf(original.path)).responseType('blob').expect(200);
    expect(Buffer.compare(rawBodyOf(response), bytesOf(original.content))).toBe(0);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(bytesOf(original.content).length),
      'accept-ranges': 'bytes',
      'content-disposition': 'attachment; filename=beach.jpg',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  });

  it('names non-ASCII files with a UTF-8 filename*', async () => {
    const response = await app.http().get(urlOf('docs/ünïcödé name.txt')).expect(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="?n?c?d? name.txt"; filename*=UTF-8''%C3%BCn%C3%AFc%C3%B6d%C3%A9%20name.txt`,
    );
  });

  it('serves a byte range', async () => {
    const original = NESTED_FOLDER[0];
    const response = await app.http().get(urlOf(original.path)).set('Range', 'bytes=7-10').expect(206);
    expect(response.text).toBe('from');
    expect(response.headers['content-range']).toBe(`bytes 7-10/${bytesOf(original.content).length}`);
    expect(response.headers['content-length']).toBe('4');
  });

  it('answers 416 for a range past the end', async () => {
    const response = await app.http().get(urlOf(NESTED_FOLDER[0].path)).set('Range', 'bytes=1000-2000').expect(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytesOf(NESTED_FOLDER[0].content).length}`);
    expect(errorOf(response)).toMatchObject({ statusCode: 416, code: 'range_not_satisfiable' });
  });

  it('previews and downloads an empty file whatever range is asked for: 200 with an empty body', async () => {
    const emptyCode = await share(app, [{ path: 'empty.txt', content: '' }]);
    const listed = retrievalOf(await app.http().get(`/api/folders/retrieve/${emptyCode}`).expect(200)).data.files;
    for (const url of [listed[0].url, `${listed[0].url}?inline=1`]) {
      for (const range of ['bytes=0-', 'bytes=0-1048575', 'bytes=-1']) {
        const response = await app.http().get(url).set('Range', range).responseType('blob').expect(200);
        expect(response.headers['content-length']).toBe('0');
        expect(response.headers['content-range']).toBeUndefined();
        expect(rawBodyOf(response)).toHaveLength(0);
      }
    }
  });

  it('answers HEAD with the headers only', async () => {
    const response = await app.http().head(urlOf(NESTED_FOLDER[0].path)).expect(200);
    expect(response.headers['content-length']).toBe(String(bytesOf(NESTED_FOLDER[0].content).length));
  });

  it.each([
    ['docs/photo.png', 'image/png', 'inline'],
    ['docs/report.pdf', 'application/pdf', 'inline'],
    ['docs/data.json', 'text/plain; charset=utf-8', 'inline'],
    ['docs/page.html', 'text/plain; charset=utf-8', 'inline'],
    ['docs/drawing.svg', 'image/svg+xml', 'attachment'],
    ['docs/archive.zip', 'application/zip', 'attachment'],
  ])('previews %s with ?inline=1 as %s, %s', async (path, type, disposition) => {
    const response = await app
      .http()
      .get(`${urlOf(path)}?inline=1`)
      .expect(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^${disposition};`));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sandboxes previews so uploaded markup cannot run, but lets our pages frame PDFs', async () => {
    const html = await app
      .http()
      .get(`${urlOf('docs/page.html')}?inline=1`)
      .expect(200);
    expect(html.headers['content-security-policy']).toMatch(/sandbox/);
    const pdf = await app
      .http()
      .get(`${urlOf('docs/report.pdf')}?inline=1`)
      .expect(200);
    expect(pdf.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers 404 for a file id of another share', async () => {
    const otherCode = await share(app, [{ path: 'other.txt', content: 'other' }]);
    const body = retrievalOf(await app.http().get(`/api/folders/retrieve/${otherCode}`).expect(200));
    const otherId = body.data.files[0].id;
    const link = linkOf(body.data.folderUrl.replace(otherCode, code));
    const own = await app.http().get(`/api/folders/retrieve/${code}`).expect(200);
    const ownBase = folderOf(own).zipUrl.replace(/\/zip$/, '');
    const response = await app.http().get(`${ownBase}/files/${otherId}`).expect(404);
    expect(errorOf(response).code).toBe('file_not_found');
    expect(errorOf(response).message).toBe('File not found in this share.');
    await app.http().get(`${ownBase}/files/not-a-number`).expect(400);
    // Another share's key under this share's code opens nothing.
    await app.http().get(`/api/folders/${link}/files/${otherId}`).expect(404);
  });
});

describe('downloading a ZIP', () => {
  let app: TestApp;
  let code: string;
  let link: string;

  beforeAll(async () => {
    app = await createTestApp();
    ({ code, link } = await shareWithLink(app, NESTED_FOLDER, '24h'));
  });

  afterAll(() => app.close());

  it('streams the whole share, uncompressed, with the paths as uploaded', async () => {
    const response = await app.http().get(`/api/folders/${link}/zip`).responseType('blob').expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename=sharecode-${code}.zip`);
    const entries = await unzip(rawBodyOf(response));
    expect([...entries.keys()].sort()).toEqual(NESTED_FOLDER.map((file) => file.path).sort());
    for (const file of NESTED_FOLDER) {
      const entry = entries.get(file.path)!;
      expect(Buffer.compare(entry.bytes, bytesOf(file.content))).toBe(0);
      expect(entry.compressionMethod).toBe(0);
    }
  });

  it('streams one subfolder', async () => {
    const response = await app
      .http()
      .get(`/api/folders/${link}/zip`)
      .query({ path: 'holiday/photos' })
      .responseType('blob')
      .expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename=photos.zip');
    const entries = await unzip(rawBodyOf(response));
    const inside = NESTED_FOLDER.filter((file) => file.path.startsWith('holiday/photos/'));
    expect([...entries.keys()].sort()).toEqual(inside.map((file) => file.path).sort());
    for (const file of inside) expect(Buffer.compare(entries.get(file.path)!.bytes, bytesOf(file.content))).toBe(0);
  });

  it('answers 404 for a folder that is not in the share', async () => {
    const body = errorOf(await app.http().get(`/api/folders/${link}/zip`).query({ path: 'holiday/nope' }).expect(404));
    expect(body).toEqual({
      statusCode: 404,
      code: 'unknown_folder_path',
      message: 'There is no folder "holiday/nope" in this share.',
      params: { path: 'holiday/nope' },
      error: 'Not Found',
    });
    // A file is not a folder.
    await app.http().get(`/api/folders/${link}/zip`).query({ path: 'holiday/readme.txt' }).expect(404);
  });

  it('answers 400 for a folder path that could never be valid', async () => {
    const body = errorOf(await app.http().get(`/api/folders/${link}/zip`).query({ path: '../etc' }).expect(400));
    expect(body).toMatchObject({ code: 'invalid_folder_path', params: { path: '../etc' } });
    expect(body.message).toMatch(/^Invalid folder path "\.\.\/etc"/);
  });

  it('answers 404 for a link that opens no share, whether or not its code is in use', async () => {
    const wrongKey = `${code}-${'A'.repeat(22)}`;
    const unusedCode = `${code === '0000' ? '0001' : '0000'}-${link.slice(5)}`;
    for (const wrong of [wrongKey, unusedCode]) {
      await app
        .http()
        .get(`/api/folders/${wrong}/zip`)
        .expect(404, { statusCode: 404, code: 'unknown_link', message: INVALID_LINK, error: 'Not Found' });
    }
  });

  it('refuses the code alone with 400, saying how to get the link', async () => {
    const body = errorOf(await app.http().get(`/api/folders/${code}/zip`).expect(400));
    expect(body.message).toBe(CODE_NOT_ENOUGH);
    await app.http().get(`/api/folders/${code}/files/1`).expect(400);
    await app.http().get(`/api/folders/${code}/qr.png`).expect(400);
  });
});
