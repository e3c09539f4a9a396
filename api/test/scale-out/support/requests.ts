import { randomBytes, randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Test } from 'supertest';
import type { TestApp } from '../../support/test-app.js';
import type { ApiProcess } from './api-process.js';

/** No request of these tests may hang: a server that stops answering fails the test instead. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * An API process as the shared upload and account helpers (test/support/uploads.ts, accounts.ts) take it:
 * they only ever call `http()`, which a process answers as an in-process test app does.
 */
export function viaHelpers(instance: ApiProcess): TestApp {
  return { http: instance.http } as unknown as TestApp;
}

/** The response body as raw bytes, whatever its Content-Type (supertest parses text and JSON by default). */
export async function bytesOf(test: Test, status: number): Promise<Buffer> {
  const response = await test
    .timeout(REQUEST_TIMEOUT_MS)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done(null, Buffer.concat(parts)));
    })
    .expect(status);
  return response.body as Buffer;
}

/** A loopback address other than 127.0.0.1, fresh per run: a client with counts of its own in a reused Redis. */
export function newLoopbackClient(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * The status a GET answers when sent from `clientAddress`: the API tells clients apart by the socket's
 * address (TRUST_PROXY is off), and on loopback any 127.x.y.z can be the source.
 */
export function statusFrom(baseUrl: string, path: string, clientAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseUrl), {
      agent: false,
      localAddress: clientAddress,
      timeout: REQUEST_TIMEOUT_MS,
    });
    request.on('timeout', () =>
      request.destroy(new Error(`GET ${path} on ${baseUrl} did not answer in ${REQUEST_TIMEOUT_MS} ms`)),
    );
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.end();
  });
}

export interface StalledUpload {
  /** Resolves once `bytes` of file content have left this process (the socket took them). */
  sent: Promise<void>;
  /** The status the server answered, or undefined when the connection ended without an answer. */
  answer: Promise<number | undefined>;
}

/**
 * A multipart upload of one large file that announces far more bytes than it sends: `bytes` of it go out
 * in 1 MiB pieces, then the body stalls, as a big upload from a slow client does mid-way.
 */
export function stalledUpload(
  baseUrl: string,
  announcedBytes: number,
  bytes: number,
  headers: Record<string, string> = {},
): StalledUpload {
  const boundary = `scale-out-${randomBytes(8).toString('hex')}`;
  const request = httpRequest(new URL('/api/upload', baseUrl), {
    method: 'POST',
    agent: false,
    headers: {
      ...headers,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(announcedBytes),
    },
  });
  const answer = new Promise<number | undefined>((resolve) => {
    let status: number | undefined;
    request.on('response', (response) => {
      status = response.statusCode;
      response.resume();
    });
    // A server gone mid-body is an error on the request, which ends it here too (with no answer).
    request.on('close', () => resolve(status));
    request.on('error', () => undefined);
  });
  const sent = (async () => {
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big/video.bin"\r\n`);
    request.write('Content-Type: application/octet-stream\r\n\r\n');
    for (let written = 0; written < bytes; written += 1024 * 1024) {
      if (!request.write(randomBytes(Math.min(1024 * 1024, bytes - written)))) {
        await new Promise((resolve) => request.once('drain', resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return { sent, answer };
}
