import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header a request's id comes in (from a proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/**
 * An incoming id is kept only when it is short and plain (a UUID, a trace id): it is echoed in a response
 * header and written on every log line of the request, so it must not be able to forge either.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the caller's X-Request-Id when acceptable, else a fresh UUID; answered in the same header. */
export function requestIdFor(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  const id = typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
