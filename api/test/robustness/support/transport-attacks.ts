import { SESSION_COOKIE_NAME } from '../../../src/auth/session-cookie.js';
import { plausibleBody, type RawBody } from './bodies.js';
import type { Operation, Parameter } from './operations.js';
import type { RawRequest } from './raw-exchange.js';

/** Past Node's 16 KiB limit on a request's headers. */
const OVERSIZED_HEADER_BYTES = 20_000;
/** Under that limit, so that the route itself reads the value. */
const LONG_VALUE_BYTES = 8_000;
/** Past every body limit of the API's JSON and form routes, and past any announced upload. */
const LONG_BODY_CHUNKS = 16;
const CHUNK_BYTES = 64 * 1024;
const SLOW_PIECES = 5;
const SLOW_PAUSE_MS = 60;

/** What an attack sends; `refused` when any answer must be a 4xx (the request is malformed whatever the route). */
export interface TransportAttack {
  name: string;
  requests: (aim: Aim) => RawAttackRequest[];
  refused?: boolean;
}

export type RawAttackRequest = Omit<RawRequest, 'localAddress'>;

/** The route as the attacks aim at it: its path with real keys, and its own headers with real values. */
export interface AimedRoute {
  operation: Operation;
  path: string;
  headers: string[];
}

/** Keep-alive, as browsers and curl: the client, not the server, closes the connection after the answer. */
function head({ operation, path, headers }: AimedRoute, extra: string[]): string {
  return [`${operation.method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, ...extra].join('\r\n');
}

function chunk(bytes: Buffer | string): string | Buffer {
  const data = Buffer.from(bytes);
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}

const LAST_CHUNK = '0\r\n\r\n';

function halves(body: RawBody): [Buffer, Buffer] {
  const middle = Math.max(1, Math.floor(body.bytes.length / 2));
  return [body.bytes.subarray(0, middle), body.bytes.subarray(middle)];
}

function pieces(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, index) => bytes.subarray(index * size, (index + 1) * size)).filter(
    (piece) => piece.length > 0,
  );
}

const WRONG_TYPES = [
  'text/plain',
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/offset+octet-stream',
  ';;;=',
];

/** What one attack sends to a route, from the route and a plausible body of its documented type. */
interface Aim {
  route: AimedRoute;
  body: RawBody;
  type: string;
  first: Buffer;
  rest: Buffer;
  ownHeaders: Parameter[];
}

function aim(route: AimedRoute): Aim {
  const body = plausibleBody(route.operation);
  const [first, rest] = halves(body);
  const ownHeaders = route.operation.parameters.filter((parameter) => parameter.in === 'header');
  return { route, body, type: `Content-Type: ${body.contentType}`, first, rest, ownHeaders };
}

const ZEROS = Buffer.alloc(CHUNK_BYTES);

/**
 * Malformed transport: bodies past their declared size or any limit, cut or slow; headers too big, twice or
 * contradicting each other; wrong content types.
 */
export const TRANSPORT_ATTACKS: readonly TransportAttack[] = [
  {
    name: 'a chunked body past the declared size (40 bytes)',
    requests: ({ route, body, type }) => [
      {
        head: head(route, [type, 'Transfer-Encoding: chunked']),
        pieces: [chunk(Buffer.concat([body.bytes, Buffer.alloc(40)])), LAST_CHUNK],
      },
    ],
  },
  {
    name: 'a chunked body past every limit (1 MiB)',
    requests: ({ route, body, type }) => [
      {
        head: head(route, [type, 'Transfer-Encoding: chunked']),
        pieces: [chunk(body.bytes), ...Array.from({ length: LONG_BODY_CHUNKS }, () => chunk(ZEROS)), LAST_CHUNK],
      },
    ],
  },
  {
    name: 'a chunk longer than its size line',
    requests: ({ route, body, type }) => [
      { head: head(route, [type, 'Transfer-Encoding: chunked']), pieces: ['4\r\n', body.bytes, '\r\n', LAST_CHUNK] },
    ],
  },
  {
    name: 'a body longer than its Content-Length',
    requests: ({ route, type, first, rest }) => [
      { head: head(route, [type, `Content-Length: ${first.length}`]), pieces: [first, rest, '\r\n\r\n'] },
    ],
  },
  {
    name: 'a body cut mid-way (the connection dropped)',
    requests: ({ route, body, type, first }) => [
      { head: head(route, [type, `Content-Length: ${body.bytes.length}`]), pieces: [first], ending: 'cut' },
    ],
  },
  {
    name: 'a body shorter than its Content-Length (the sender stops)',
    requests: ({ route, body, type }) => [
      {
        head: head(route, [type, `Content-Length: ${body.bytes.length + CHUNK_BYTES}`]),
        pieces: [body.bytes],
        ending: 'half-close',
      },
    ],
  },
  {
    name: 'a chunked body cut mid-way',
    requests: ({ route, type, first }) => [
      { head: head(route, [type, 'Transfer-Encoding: chunked']), pieces: [chunk(first)], ending: 'half-close' },
    ],
  },
  {
    name: 'a slow body',
    requests: ({ route, body, type }) => [
      {
        head: head(route, [type, `Content-Length: ${body.bytes.length}`]),
        pieces: pieces(body.bytes, SLOW_PIECES),
        pauseMs: SLOW_PAUSE_MS,
      },
    ],
  },
  {
    name: 'an oversized header',
    refused: true,
    requests: ({ route, type }) => [{ head: head(route, [type, `X-Filler: ${'a'.repeat(OVERSIZED_HEADER_BYTES)}`]) }],
  },
  {
    name: 'long values in its own headers and the cookie',
    requests: ({ route, ownHeaders }) => [
      {
        head: head(route, [
          ...ownHeaders.map((parameter) => `${parameter.name}: ${'7'.repeat(LONG_VALUE_BYTES / 2)}`),
          `Cookie: ${SESSION_COOKIE_NAME}=${'s'.repeat(LONG_VALUE_BYTES / 2)}`,
        ]),
      },
    ],
  },
  {
    name: 'two different Content-Lengths',
    refused: true,
    requests: ({ route, body, type, first }) => [
      {
        head: head(route, [type, `Content-Length: ${body.bytes.length}`, `Content-Length: ${first.length}`]),
        pieces: [body.bytes],
      },
    ],
  },
  {
    name: 'Content-Length and Transfer-Encoding together',
    refused: true,
    requests: ({ route, body, type }) => [
      {
        head: head(route, [type, `Content-Length: ${body.bytes.length}`, 'Transfer-Encoding: chunked']),
        pieces: [chunk(body.bytes), LAST_CHUNK],
      },
    ],
  },
  {
    name: 'duplicated headers',
    requests: ({ route, body, type, ownHeaders }) => [
      {
        head: head(route, [
          type,
          'Content-Type: application/json',
          `Content-Length: ${body.bytes.length}`,
          ...ownHeaders.map((parameter) => `${parameter.name}: 0000`),
          `Cookie: ${SESSION_COOKIE_NAME}=forged`,
          'Host: 127.0.0.2',
          'X-Forwarded-For: 10.0.0.1',
          'X-Forwarded-For: 10.0.0.2',
        ]),
        pieces: [body.bytes],
      },
    ],
  },
  {
    name: 'wrong content types',
    requests: ({ route, body }) =>
      WRONG_TYPES.filter((wrong) => wrong !== body.contentType).map((wrong) => ({
        head: head(route, [`Content-Type: ${wrong}`, `Content-Length: ${body.bytes.length}`]),
        pieces: [body.bytes],
      })),
  },
];

/** The requests of `attack` against `route`. */
export function requestsOf(attack: TransportAttack, route: AimedRoute): RawAttackRequest[] {
  return attack.requests(aim(route));
}
