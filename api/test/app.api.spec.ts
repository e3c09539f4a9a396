import { mkdir, rm, writeFile } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { LocalDiskStorage } from '../src/storage/local-disk-storage.js';
import { S3Storage } from '../src/storage/s3-storage.js';
import { StorageService } from '../src/storage/storage.service.js';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createTestApp, CLIENT_PAGE, TEST_PUBLIC_URL, type TestApp } from './support/test-app.js';
import { TEST_POSTGRES_URL_VARIABLE } from './support/test-database.js';
import { TEST_REDIS_URL_VARIABLE } from './support/test-redis.js';
import { TEST_S3_BUCKET_VARIABLE } from './support/test-storage.js';
import { share } from './support/uploads.js';
import { bodyOf, errorOf, retrievalOf } from './support/answers.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the application', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await mkdir(join(app.dataDir, 'client', 'assets'), { recursive: true });
    await writeFile(join(app.dataDir, 'client', 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(app.dataDir, 'client', 'sw.js'), 'self.skipWaiting()');
    await writeFile(join(app.dataDir, 'client', 'manifest.webmanifest'), '{}');
  });

  afterAll(() => app.close());

  it('stores shares in the database the run asked for: SQLite in DATA_DIR, or PostgreSQL from DATABASE_URL', async () => {
    const expected = process.env[TEST_POSTGRES_URL_VARIABLE] ? 'postgres' : 'sqlite';
    expect(app.dataSource.options.type).toBe(expected);
    const folderCode = await share(app, [{ path: 'where.txt', content: 'here' }]);
    const rows: unknown[] = await app.dataSource.query(
      expected === 'postgres' ? 'SELECT code FROM folders WHERE code = $1' : 'SELECT code FROM folders WHERE code = ?',
      [folderCode],
    );
    expect(rows).toHaveLength(1);
  });

  it('stores files where the run asked for: local disk under DATA_DIR, or the bucket from S3_BUCKET', async () => {
    const expected = process.env[TEST_S3_BUCKET_VARIABLE] ? S3Storage : LocalDiskStorage;
    expect(app.app.get(StorageService)).toBeInstanceOf(expected);
    const before = (await app.storedFiles()).length;
    await share(app, [{ path: 'stored.txt', content: 'somewhere' }]);
    expect(await app.storedFiles()).toHaveLength(before + 1);
  });

  it('answers the health probe after checking the database, file storage, Redis and the job queue', async () => {
    const body = bodyOf<Record<string, string>>(await app.http().get('/api/health').expect(200));
    const shared = process.env[TEST_REDIS_URL_VARIABLE] ? 'up' : 'unused';
    expect(body).toMatchObject({ status: 'ok', database: 'up', storage: 'up', redis: shared, queue: shared });
  });

  it('answers 503 from the health probe when the database is gone', async () => {
    const other = await createTestApp();
    await other.dataSource.destroy();
    const body = errorOf(await other.http().get('/api/health').expect(503));
    expect(body).toMatchObject({
      statusCode: 503,
      code: 'unhealthy',
      message: 'The database is not responding.',
      error: 'Service Unavailable',
      database: 'down',
      storage: 'up',
    });
    await other.close().catch(() => undefined);
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const body = bodyOf<OpenAPIObject>(await app.http().get('/api/docs-json').expect(200));
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/upload',
        '/api/upload-folder',
        '/api/folders/retrive/{code}',
        '/api/folders/retrieve/{code}',
        '/api/folders/{link}/files/{id}',
        '/api/folders/{link}/zip',
        '/api/folders/{link}/qr.png',
        '/s/{ref}',
        '/s/{ref}/qr',
        '/api/health',
      ]),
    );
    await app.http().get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('sends security headers with a CSP the client can work with', async () => {
    const { headers } = await app.http().get('/').set('Accept', BROWSER_ACCEPT).expect(200);
    const csp = headers['content-security-policy'];
    for (const directive of [
      "default-src 'self'",
      "worker-src 'self' blob:",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "frame-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('serves the client page for page routes, uncached', async () => {
    for (const path of ['/', '/data-sharing', '/file-access', '/features/file-sharing']) {
      const response = await app.http().get(path).set('Accept', BROWSER_ACCEPT).expect(200);
      expect(response.text).toBe(CLIENT_PAGE);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves a page's own document where the client build wrote one, with a share's code filled in", async () => {
    const client = join(app.dataDir, 'client');
    await mkdir(join(client, 'pages'), { recursive: true });
    await writeFile(join(client, 'pages', 'file-access.html'), '<h1>Easy File Access</h1>');
    await writeFile(join(client, 'pages', 'share.html'), '<h1>Shared folder __SLOT__</h1>');
    const routes = [
      { path: '/file-access', document: 'pages/file-access.html' },
      { path: '/s/:ref', document: 'pages/share.html', shareCodeSlot: '__SLOT__' },
    ];
    await writeFile(join(client, 'page-routes.json'), JSON.stringify({ routes }));
    const page = async (path: string) => {
      const response = await app.http().get(path).set('Accept', BROWSER_ACCEPT).expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      return response.text;
    };
    try {
      expect(await page('/file-access')).toBe('<h1>Easy File Access</h1>');
      expect(await page('/file-access/')).toBe('<h1>Easy File Access</h1>');
      expect(await page('/s/4821')).toBe('<h1>Shared folder 4821</h1>');
      expect(await page('/s/4821-SCI2A71p5KPUFZvZ3x3ksQ')).toBe('<h1>Shared folder 4821</h1>');
      // Not a share's path: index.html, whose page then says what is wrong with the link.
      expect(await page('/s/%3Cb%3E')).toBe(CLIENT_PAGE);
      // Pages without a document of their own, and unknown paths, still get index.html.
      expect(await page('/data-sharing')).toBe(CLIENT_PAGE);
      expect(await page('/no/such/page')).toBe(CLIENT_PAGE);
    } finally {
      await rm(join(client, 'page-routes.json'));
    }
    expect(await page('/file-access')).toBe(CLIENT_PAGE);
  });

  it("serves a page in the visitor's language: ?lang=, else their choice, else their browser's", async () => {
    const client = join(app.dataDir, 'client');
    await mkdir(join(client, 'pages', 'ar'), { recursive: true });
    await mkdir(join(client, 'pages', 'ja'), { recursive: true });
    const documentIn = (lang: string, text: string) =>
      `<html lang="${lang}"><head><title>${text}</title></head><body>${text}</body></html>`;
    await writeFile(join(client, 'pages', 'about.html'), documentIn('en', 'About'));
    await writeFile(join(client, 'pages', 'ar', 'about.html'), documentIn('ar', 'من نحن'));
    await writeFile(join(client, 'pages', 'ja', 'about.html'), documentIn('ja', '概要'));
    await writeFile(join(client, 'pages', 'share.html'), '<h1>Shared folder __SLOT__</h1>');
    await writeFile(join(client, 'pages', 'ar', 'share.html'), '<h1>مجلد مشارك __SLOT__</h1>');
    const routes = [
      {
        path: '/about',
        document: 'pages/about.html',
        languages: { ar: 'pages/ar/about.html', ja: 'pages/ja/about.html' },
      },
      {
        path: '/s/:ref',
        document: 'pages/share.html',
        languages: { ar: 'pages/ar/share.html' },
        shareCodeSlot: '__SLOT__',
      },
    ];
    await writeFile(join(client, 'page-routes.json'), JSON.stringify({ sourceLanguage: 'en', routes }));
    const page = (path: string, headers: Record<string, string> = {}) => {
      const request = app.http().get(path).set('Accept', BROWSER_ACCEPT);
      for (const [name, value] of Object.entries(headers)) request.set(name, value);
      return request.expect(200);
    };
    try {
      const arabic = await page('/about', { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.8' });
      expect(arabic.text).toContain('<body>من نحن</body>');
      expect(arabic.headers['content-language']).toBe('ar');
      // Whatever caches the page keys it by what chose its language.
      expect(arabic.headers.vary).toMatch(/Accept-Language/);
      expect(arabic.headers.vary).toMatch(/Cookie/);
      expect((await page('/about', { 'Accept-Language': 'ar', Cookie: 'sharecode-language=ja' })).text).toContain(
        '概要',
      );
      expect((await page('/about?lang=ja', { Cookie: 'sharecode-language=ar' })).text).toContain('概要');
      // Nothing of theirs: the source language.
      const english = await page('/about', { 'Accept-Language': 'fi,sv;q=0.5' });
      expect(english.text).toContain('<body>About</body>');
      expect(english.headers['content-language']).toBe('en');
      // A language this page was not written in gets the source language's document, said to be so.
      const share = await page('/s/4821', { 'Accept-Language': 'ja' });
      expect(share.text).toBe('<h1>Shared folder 4821</h1>');
      expect(share.headers['content-language']).toBe('en');
      expect((await page('/s/4821', { 'Accept-Language': 'ar' })).text).toBe('<h1>مجلد مشارك 4821</h1>');
    } finally {
      await rm(join(client, 'page-routes.json'));
    }
  });

  it("links a page to itself in every language, at the public address, and a share's page to none", async () => {
    const client = join(app.dataDir, 'client');
    await mkdir(join(client, 'pages', 'de'), { recursive: true });
    await writeFile(join(client, 'pages', 'about.html'), '<html lang="en"><head></head><body>About</body></html>');
    await writeFile(join(client, 'pages', 'de', 'about.html'), '<html lang="de"><head></head><body>Über</body></html>');
    await writeFile(join(client, 'pages', 'share.html'), '<html><head></head><body>__SLOT__</body></html>');
    const routes = [
      { path: '/about', document: 'pages/about.html', languages: { de: 'pages/de/about.html' } },
      { path: '/s/:ref', document: 'pages/share.html', shareCodeSlot: '__SLOT__' },
    ];
    await writeFile(join(client, 'page-routes.json'), JSON.stringify({ sourceLanguage: 'en', routes }));
    try {
      const about = await app.http().get('/about').set('Accept', BROWSER_ACCEPT).expect(200);
      const alternates = [...about.text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)];
      const base = TEST_PUBLIC_URL;
      expect(alternates.map(([, lang, href]) => [lang, href])).toEqual([
        ['en', `${base}/about?lang=en`],
        ['de', `${base}/about?lang=de`],
        ['x-default', `${base}/about`],
      ]);
      const share = await app.http().get('/s/4821').set('Accept', BROWSER_ACCEPT).expect(200);
      expect(share.text).not.toContain('hreflang');
    } finally {
      await rm(join(client, 'page-routes.json'));
    }
  });

  it('caches hashed assets for good and revalidates the service worker', async () => {
    const asset = await app.http().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.http().get('/sw.js').expect(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    await app.http().get('/manifest.webmanifest').expect(200);
  });

  it("compresses the client's files for browsers that accept gzip", async () => {
    await writeFile(join(app.dataDir, 'client', 'assets', 'big-abc123.js'), 'console.log("sharecode");\n'.repeat(200));
    const asset = await app.http().get('/assets/big-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.text).toContain('console.log("sharecode")');
  });

  it('answers a missing static file with 404, never the client page', async () => {
    for (const path of ['/assets/index-gone123.js', '/icon-missing.png']) {
      const response = await app.http().get(path).set('Accept', '*/*').expect(404);
      expect(response.text).not.toBe(CLIENT_PAGE);
    }
  });

  it('answers unknown API routes with the JSON error body, never the client page', async () => {
    const body = errorOf(await app.http().get('/api/nothing-here').set('Accept', BROWSER_ACCEPT).expect(404));
    expect(body).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'Cannot GET /api/nothing-here',
      error: 'Not Found',
    });
  });

  it('finishes in-flight downloads when shutting down, then closes their kept-alive connections at once', async () => {
    const other = await createTestApp();
    // Without the shutdown sweep, close() would wait this long for the download's idle connection: longer
    // than the test may take, so the test fails (and still ends, for the server then closes).
    other.app.getHttpServer().keepAliveTimeout = 60_000;
    const size = 16 * 1024 * 1024;
    const code = await share(other, [{ path: 'big.bin', content: Buffer.alloc(size, 3) }], '24h');
    const body = retrievalOf(await other.http().get(`/api/folders/retrieve/${code}`).expect(200));

    const agent = new Agent({ keepAlive: true });
    let received = 0;
    let stopped: Promise<void> | undefined;
    const downloaded = new Promise<number>((resolve, reject) => {
      get(new URL(body.data.files[0].url, other.baseUrl), { agent }, (response) => {
        response.pause();
        // The download has started; now ask the server to stop, then read everything.
        stopped = other.stop();
        response.on('data', (chunk: Buffer) => (received += chunk.length));
        response.on('end', () => resolve(received));
        response.on('error', reject);
        response.resume();
      }).on('error', reject);
    });
    expect(await downloaded).toBe(size);
    await stopped;
    agent.destroy();
    await other.removeData();
  });
});

describe('before the client is built', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { CLIENT_DIR: '/nonexistent/client/dist' } });
  });

  afterAll(() => app.close());

  it('serves a placeholder page', async () => {
    const response = await app.http().get('/').set('Accept', BROWSER_ACCEPT).expect(200);
    expect(response.text).toContain('The API is running');
  });
});

describe('start-up with a bad configuration', () => {
  it('stops with a message naming the variable', async () => {
    await expect(createTestApp({ env: { MAX_UPLOAD_BYTES: 'lots' } })).rejects.toThrow(/MAX_UPLOAD_BYTES="lots"/);
  });
});
