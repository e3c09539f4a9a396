import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Test } from 'supertest';
import { CODE_SPACE } from '../../src/code-space/codes.js';
import { folderOf, rawBodyOf, resumableOf, uploadedOf } from '../support/answers.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { create, sendChunk } from '../support/resumable-uploads.js';
import { linkOf, uploadWithFilePaths } from '../support/uploads.js';
import { API_PROCESS_HOOK_MS, type LoggedApiProcess, startLoggedApiProcess } from './support/logged-api-process.js';

/** With two live shares, this exposure allows one failed code lookup per window: one wrong code raises the level. */
const BUDGET_OF_ONE = String(1 / CODE_SPACE);

/** The value of one sample of a Prometheus exposition, `name{labels} value`; undefined when absent. */
function sample(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of exposition.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]?.split(',') ?? [];
    if (wanted.length === present.length && wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

/** The response body as raw bytes, whatever its Content-Type (supertest would parse text and JSON). */
async function bytesOf(test: Test, status: number): Promise<Buffer> {
  const response = await test
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done(null, Buffer.concat(parts)));
    })
    .expect(status);
  return rawBodyOf(response);
}

/**
 * The built server with METRICS_PORT set: after uploads (multipart and chunks), downloads (a file, a range,
 * a ZIP) and a wrong code, its scrape counts requests by route pattern and the bytes that went through, to
 * the byte, and never shows a link.
 */
describe('Prometheus metrics on METRICS_PORT', () => {
  let api: LoggedApiProcess;
  let metricsUrl: string;

  const scrape = async () => {
    const response = await fetch(`${metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    api = await startLoggedApiProcess({ METRICS_PORT: String(metricsPort), CODE_GUESS_EXPOSURE: BUDGET_OF_ONE });
  }, API_PROCESS_HOOK_MS);

  afterAll(() => api?.stop());

  it('counts requests by route pattern, bytes up and down exactly, live shares and the guessing budget', async () => {
    const first = randomBytes(1000);
    const second = randomBytes(2345);
    const uploaded = uploadedOf(
      await uploadWithFilePaths(api.asTestApp(), [
        { path: 'a/first.bin', content: first },
        { path: 'a/second.bin', content: second },
      ]).expect(201),
    );
    const link = linkOf(uploaded.folderUrl);

    const chunked = randomBytes(3000);
    const announced = resumableOf(
      await create(api.asTestApp(), [{ path: 'chunked.bin', content: chunked }]).expect(201),
    );
    await sendChunk(api.asTestApp(), announced.id, 0, chunked.subarray(0, 2000)).expect(200);
    await sendChunk(api.asTestApp(), announced.id, 2000, chunked.subarray(2000)).expect(200);
    await api.http().post(`/api/resumable-uploads/${announced.id}/finish`).expect(201);

    const folder = folderOf(await api.http().get(`/s/${link}/qr`).expect(200));
    const fileUrl = (path: string) => folder.files.find((file) => file.filepath === path)!.url;
    expect(await bytesOf(api.http().get(fileUrl('a/first.bin')), 200)).toEqual(first);
    const range = await bytesOf(api.http().get(fileUrl('a/second.bin')).set('Range', 'bytes=0-99'), 206);
    expect(range).toEqual(second.subarray(0, 100));
    await bytesOf(api.http().get(folder.zipUrl), 200);
    await api
      .http()
      .get(`/api/folders/retrieve/${uploaded.folderCode === '0000' ? '0001' : '0000'}`)
      .expect(404);
    await api.http().get('/').set('Accept', 'text/html').expect(200);

    const text = await scrape();
    expect(sample(text, 'sharecode_uploaded_bytes_total')).toBe(1000 + 2345 + 3000);
    expect(sample(text, 'sharecode_downloaded_bytes_total')).toBe(1000 + 100 + (1000 + 2345));
    const requests = (method: string, route: string, status: number) =>
      sample(text, 'sharecode_http_requests_total', { method, route, status: String(status) });
    expect(requests('POST', '/api/upload', 201)).toBe(1);
    expect(requests('PATCH', '/api/resumable-uploads/:id', 200)).toBe(2);
    expect(requests('GET', '/s/:ref/qr', 200)).toBe(1);
    expect(requests('GET', '/api/folders/:link/files/:id', 200)).toBe(1);
    expect(requests('GET', '/api/folders/:link/files/:id', 206)).toBe(1);
    expect(requests('GET', '/api/folders/:link/zip', 200)).toBe(1);
    expect(requests('GET', '/api/folders/retrieve/:code', 404)).toBe(1);
    expect(requests('GET', 'other', 200)).toBe(1);
    expect(
      sample(text, 'sharecode_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/folders/:link/files/:id',
      }),
    ).toBe(2);
    expect(sample(text, 'sharecode_live_shares')).toBe(2);
    expect(sample(text, 'sharecode_uploads_in_progress')).toBe(0);
    expect(sample(text, 'sharecode_code_guesses_open')).toBe(1);
    expect(sample(text, 'sharecode_code_guess_proof_level')).toBe(1);
    expect(sample(text, 'sharecode_process_resident_memory_bytes')).toBeGreaterThan(0);

    expect(text).not.toContain(link.slice(link.indexOf('-') + 1));
    expect(text).not.toContain(announced.id);
  });

  it('shows an upload as in progress while its body is arriving', async () => {
    const boundary = 'metrics-test-boundary';
    const upload = httpRequest(`${api.baseUrl}/api/upload`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    upload.on('error', () => undefined);
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n' +
        'the first bytes of a file still on its way',
    );
    try {
      await eventually(async () => sample(await scrape(), 'sharecode_uploads_in_progress') === 1, 'counted');
    } finally {
      upload.destroy();
    }
    await eventually(async () => sample(await scrape(), 'sharecode_uploads_in_progress') === 0, 'released');
  });

  it('answers 404 to anything but GET /metrics, and the public port serves no metrics', async () => {
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics/extra`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
    const publicAnswer = await fetch(`${api.baseUrl}/metrics`);
    expect(await publicAnswer.text()).not.toContain('sharecode_http_requests_total');
  });
});
