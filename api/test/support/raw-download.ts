import { request as httpRequest } from 'node:http';

interface RawResponse {
  /** Undefined when the connection broke before the status line. */
  status?: number;
  body: Buffer;
  /** The body arrived whole (Content-Length met, or the chunked terminator seen). */
  complete: boolean;
}

export interface RawDownload {
  /** Resolves once the first body bytes have arrived. */
  firstBytes: Promise<void>;
  /** Resolves however the transfer ends: whole, cut off, or never answered. */
  done: Promise<RawResponse>;
  /** Stops reading (the server's writes back up once the socket buffers fill) and starts again. */
  pause: () => void;
  resume: () => void;
  /** Hangs up mid-transfer, as a closed tab does. */
  abort: () => void;
}

/**
 * A GET on a plain node:http client, which, unlike supertest, shows exactly how a transfer ended (a
 * body cut off without its chunked terminator is `complete: false`) and can stop reading mid-body.
 */
export function rawDownload(url: string, options: { pauseAtFirstBytes?: boolean } = {}): RawDownload {
  let onFirstBytes!: () => void;
  const firstBytes = new Promise<void>((resolve) => (onFirstBytes = resolve));
  let response: import('node:http').IncomingMessage | undefined;
  const request = httpRequest(url, { agent: false });
  const done = new Promise<RawResponse>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('error', () => resolve({ status: response?.statusCode, body: Buffer.concat(chunks), complete: false }));
    request.on('response', (incoming) => {
      response = incoming;
      incoming.on('data', (chunk: Buffer) => {
        if (chunks.length === 0) {
          if (options.pauseAtFirstBytes) incoming.pause();
          onFirstBytes();
        }
        chunks.push(chunk);
      });
      incoming.on('error', () => undefined);
      incoming.on('close', () =>
        resolve({ status: incoming.statusCode, body: Buffer.concat(chunks), complete: incoming.complete }),
      );
    });
  });
  request.end();
  return {
    firstBytes,
    done,
    pause: () => response?.pause(),
    resume: () => response?.resume(),
    abort: () => request.destroy(),
  };
}
