import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { OPERATOR_EMAIL, operatorCookie, sha256Of } from '../blocked-files/support.js';
import { errorOf } from '../support/answers.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { sendChunk } from '../support/resumable-uploads.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { announce, type Announced, fileAt, lookup, sequenceOf } from './support.js';

const MIB = 1024 * 1024;

/** A recipient's download following a file as it arrives: what has come so far, and how it ended. */
interface Follower {
  received(): number;
  body(): Buffer;
  status: Promise<number>;
  /** Resolves once the response ended: whether it delivered all of its Content-Length. */
  ended: Promise<boolean>;
  close(): void;
}

function follow(app: TestApp, url: string, headers: Record<string, string> = {}): Follower {
  const parts: Buffer[] = [];
  let length = -1;
  let resolveStatus: (status: number) => void = () => undefined;
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  const request = get(new URL(`${url}?follow=1`, app.baseUrl), { agent: false, headers });
  const ended = new Promise<boolean>((resolve) => {
    request.on('error', () => resolve(false));
    request.on('response', (response) => {
      resolveStatus(response.statusCode ?? 0);
      length = Number(response.headers['content-length']);
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve(Buffer.concat(parts).length === length));
      response.on('aborted', () => resolve(false));
      response.on('error', () => resolve(false));
    });
  });
  return {
    received: () => parts.reduce((sum, part) => sum + part.length, 0),
    body: () => Buffer.concat(parts),
    status,
    ended,
    close: () => request.destroy(),
  };
}

describe('a download that follows a file as it arrives (GET …/files/{id}?follow=1)', () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('sends what is stored at once, then each chunk as it lands, and ends whole once the file is checked', async () => {
    app = await createTestApp();
    const files: Announced[] = [{ path: 'film.bin', content: randomBytes(3 * MIB + 5) }];
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, all.subarray(0, MIB)).expect(200);
    const { url } = fileAt(await lookup(app, sending.link), 'film.bin');
    // Unchanged without asking to follow: a file still arriving is refused.
    expect(errorOf(await app.http().get(url).expect(409)).reason).toBe('arriving');

    const follower = follow(app, url);
    expect(await follower.status).toBe(200);
    await eventually(() => Promise.resolve(follower.received() === MIB), 'the stored megabyte comes at once');
    await sendChunk(app, sending.id, MIB, all.subarray(MIB, 2 * MIB)).expect(200);
    await eventually(() => Promise.resolve(follower.received() === 2 * MIB), 'the next chunk follows as it lands');
    await sendChunk(app, sending.id, 2 * MIB, all.subarray(2 * MIB)).expect(200);
    expect(await follower.ended).toBe(true);
    expect(follower.body().equals(all)).toBe(true);
  });

  it('follows a Range: bytes before the file end come as they land, not held back for the checks', async () => {
    // clamd cannot be reached: the file arrives whole and stays "checking", yet a range short of its end completes.
    app = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) } });
    const files: Announced[] = [{ path: 'film.bin', content: randomBytes(2 * MIB) }];
    const all = sequenceOf(files);
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, all.subarray(0, MIB)).expect(200);
    const { url } = fileAt(await lookup(app, sending.link), 'film.bin');

    // What the server holds already, at once; a range beyond it, as its bytes land.
    const stored = follow(app, url, { Range: `bytes=0-${MIB - 1}` });
    expect(await stored.status).toBe(206);
    expect(await stored.ended).toBe(true);
    expect(stored.body().equals(all.subarray(0, MIB))).toBe(true);
    const ahead = follow(app, url, { Range: `bytes=${MIB + 10}-${2 * MIB - 2}` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ahead.received()).toBe(0);
    await sendChunk(app, sending.id, MIB, all.subarray(MIB)).expect(200);
    expect(await ahead.status).toBe(206);
    expect(await ahead.ended).toBe(true);
    expect(ahead.body().equals(all.subarray(MIB + 10, 2 * MIB - 1))).toBe(true);
    // The file's last byte waits for the checks.
    const last = follow(app, url, { Range: `bytes=${2 * MIB - 1}-` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(last.received()).toBe(0);
    last.close();
  });

  it('holds the last byte back while the file is being checked', async () => {
    // clamd cannot be reached: the file arrives whole and stays "checking".
    app = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(await freePort()) } });
    const files: Announced[] = [{ path: 'report.bin', content: randomBytes(MIB) }];
    const sending = await announce(app, files);
    const follower = follow(app, fileAt(await lookup(app, sending.link), 'report.bin').url);
    await sendChunk(app, sending.id, 0, sequenceOf(files)).expect(200);
    await eventually(() => Promise.resolve(follower.received() === MIB - 1), 'all but the last byte');
    const checking = await lookup(app, sending.link);
    expect(fileAt(checking, 'report.bin').status).toBe('checking');
    expect(follower.received()).toBe(MIB - 1);
    follower.close();
  });

  it('cuts the download off, never whole, when the file turns out to be on the block list', async () => {
    app = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR_EMAIL } });
    const bad = randomBytes(2 * MIB);
    await app
      .http()
      .post('/api/operator/blocked-files')
      .set('Cookie', await operatorCookie(app))
      .send({ hashes: sha256Of(bad) })
      .expect(200);
    const files: Announced[] = [{ path: 'bad.bin', content: bad }];
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, bad.subarray(0, MIB)).expect(200);
    const follower = follow(app, fileAt(await lookup(app, sending.link), 'bad.bin').url);
    await eventually(() => Promise.resolve(follower.received() === MIB), 'the stored bytes come');
    await sendChunk(app, sending.id, MIB, bad.subarray(MIB)).expect(422);
    expect(await follower.ended).toBe(false);
    expect(follower.received()).toBeLessThan(bad.length);
  });

  it('cuts the download off when its sender ends the share mid-file', async () => {
    app = await createTestApp();
    const files: Announced[] = [{ path: 'half.bin', content: randomBytes(2 * MIB) }];
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, sequenceOf(files).subarray(0, MIB)).expect(200);
    const follower = follow(app, fileAt(await lookup(app, sending.link), 'half.bin').url);
    await eventually(() => Promise.resolve(follower.received() === MIB), 'the stored bytes come');
    await app.http().delete(`/api/shares/${sending.code}`).set('X-Manage-Key', sending.manageKey).expect(204);
    expect(await follower.ended).toBe(false);
  });

  it('cuts a follower off when the server shuts down, rather than holding the shutdown for the upload', async () => {
    app = await createTestApp();
    const files: Announced[] = [{ path: 'long.bin', content: randomBytes(2 * MIB) }];
    const sending = await announce(app, files);
    await sendChunk(app, sending.id, 0, sequenceOf(files).subarray(0, MIB)).expect(200);
    const follower = follow(app, fileAt(await lookup(app, sending.link), 'long.bin').url);
    await eventually(() => Promise.resolve(follower.received() === MIB), 'the stored bytes come');
    const closing = app.close();
    app = undefined;
    await closing;
    expect(await follower.ended).toBe(false);
  });

  it('refuses a follow flag that is not 1 or 0 with a 400 that says so', async () => {
    app = await createTestApp();
    const files: Announced[] = [{ path: 'a.bin', content: randomBytes(10) }];
    const sending = await announce(app, files);
    const { url } = fileAt(await lookup(app, sending.link), 'a.bin');
    expect(errorOf(await app.http().get(`${url}?follow=soon`).expect(400)).message).toContain('follow must be 1 or 0.');
  });
});
