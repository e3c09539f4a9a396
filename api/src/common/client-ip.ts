import { normalizeIp } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';

/** IPv6 clients are grouped by their /64: one household or server usually holds the whole prefix. */
const IPV6_SUBNET_PREFIX = 64;
/** The address of a client whose socket was gone before anyone asked (it hung up at once). */
export const UNKNOWN_CLIENT = 'unknown';

/** The part of a request the client's address is read from. */
type AddressedRequest = Pick<Request, 'ip' | 'socket'>;

interface Client {
  address: string;
  /** Its rate-limit key, worked out the first time a limit asks. */
  key?: string;
}

const clients = new WeakMap<object, Client>();

/**
 * Express works `request.ip` out anew on every read, from the socket (and X-Forwarded-For with TRUST_PROXY on),
 * and throws once the socket is gone: a log line or metric written as the request closes would crash the
 * process. So it is read once, here, and never from the socket again.
 */
function readAddress(request: AddressedRequest): string {
  try {
    return request.ip ?? request.socket?.remoteAddress ?? UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}

function clientOf(request: AddressedRequest): Client {
  let client = clients.get(request);
  if (client === undefined) {
    client = { address: readAddress(request) };
    clients.set(request, client);
    // From here on `request.ip` is the address taken now, for whoever else reads it (a library, a late listener).
    Object.defineProperty(request, 'ip', { value: client.address, enumerable: true, configurable: true });
  }
  return client;
}

/**
 * The client's address as the app sees it: X-Forwarded-For as set by the one trusted proxy with TRUST_PROXY on,
 * else the socket's. Taken when the request starts (captureClientAddress), so it can be read at any time after,
 * even once the connection has closed; never throws.
 */
export function clientAddress(request: AddressedRequest): string {
  return clientOf(request).address;
}

/** The key rate limits count a client under: its IPv4 address or its IPv6 /64. */
export function clientKey(request: AddressedRequest): string {
  const client = clientOf(request);
  // Several limits ask per request.
  client.key ??= normalizeIp(client.address, IPV6_SUBNET_PREFIX);
  return client.key;
}

/**
 * Middleware taking the client's address as the request starts, while its socket is certainly there: mounted
 * before anything that may read it later (the access log and the metrics read it as the request closes).
 */
export function captureClientAddress(request: Request, _response: Response, next: NextFunction): void {
  clientOf(request);
  next();
}
