import { connect } from 'node:net';

/** How long an attack waits for answers: a server that neither answers nor closes is waited out, not hung on. */
const ANSWER_WAIT_MS = 2_000;
/** Quiet this long after an answer, the client is done with the connection and closes it, as curl does. */
const DONE_AFTER_MS = 10;
const STATUS_LINE = /HTTP\/1\.[01] (\d{3}) /g;

export interface RawRequest {
  /** Request line and headers, without the blank line that ends them. */
  head: string;
  /** The body, in pieces written one after the other. */
  pieces?: ReadonlyArray<string | Buffer>;
  /** A pause before each piece: a slow sender. */
  pauseMs?: number;
  /**
   * After the last piece: `answer` waits for the answers; `half-close` ends the sending side (the body stops short)
   * and waits; `cut` destroys the connection at once, as a sender that vanishes.
   */
  ending?: 'answer' | 'half-close' | 'cut';
  /** The source address on loopback, so that attacks are spread over many clients. */
  localAddress: string;
}

/** The status of every answer seen on the connection (none when it was cut or closed without one). */
export async function rawExchange(port: number, request: RawRequest): Promise<number[]> {
  const socket = connect({ host: '127.0.0.1', port, localAddress: request.localAddress });
  let received = '';
  let done: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => {
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      clearTimeout(done);
      if (STATUS_LINE.test(received)) done = setTimeout(() => socket.end(), DONE_AFTER_MS);
      STATUS_LINE.lastIndex = 0;
    });
    // A server that answers early and closes makes the next writes fail: the answer is what counts.
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed) resolve();
      else socket.write(data, () => resolve());
    });
  await new Promise<void>((resolve) => socket.once('connect', resolve).once('error', () => resolve()));
  await write(`${request.head}\r\n\r\n`);
  for (const piece of request.pieces ?? []) {
    if (request.pauseMs) await new Promise((resolve) => setTimeout(resolve, request.pauseMs));
    await write(piece);
  }
  if (request.ending === 'cut') {
    socket.destroy();
    return [];
  }
  if (request.ending === 'half-close') socket.end();
  const waited = setTimeout(() => socket.destroy(), ANSWER_WAIT_MS);
  await closed;
  clearTimeout(waited);
  clearTimeout(done);
  return [...received.matchAll(STATUS_LINE)].map((match) => Number(match[1]));
}

/** One of the 127.0.0.0/8 loopback addresses (never 127.0.0.0 or a .255 broadcast), picked by `n`. */
export function loopbackSource(n: number): string {
  const octets = [n >>> 16, n >>> 8, n].map((value) => 1 + ((value & 0xff) % 254));
  return `127.${octets.join('.')}`;
}
