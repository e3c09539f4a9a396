import { request } from 'node:http';

/** Long enough for a password hash on a busy machine; a request still unanswered after it has hung. */
const ANSWER_TIMEOUT_MS = 15_000;
/** How much of an answer's body a failure quotes. */
const QUOTED_BYTES = 300;

export interface SentRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  localAddress: string;
}

/** The answer's status and the start of its body, or why none came. */
export type Answer = { status: number; body: string } | { status: undefined; error: string };

/** Sends one well-framed request on a connection of its own and reads the whole answer. */
export function send(port: number, sent: SentRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: sent.method,
        path: sent.target,
        localAddress: sent.localAddress,
        agent: false,
        timeout: ANSWER_TIMEOUT_MS,
        headers: { ...sent.headers, ...(sent.body ? { 'Content-Length': String(sent.body.length) } : {}) },
      },
      (incoming) => {
        const parts: Buffer[] = [];
        incoming.on('data', (part: Buffer) => parts.push(part));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode!, body: Buffer.concat(parts).subarray(0, QUOTED_BYTES).toString() }),
        );
        incoming.on('error', (error) =>
          resolve({ status: undefined, error: `the answer broke off: ${error.message}` }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    outgoing.on('error', (error) => resolve({ status: undefined, error: error.message }));
    outgoing.end(sent.body);
  });
}
