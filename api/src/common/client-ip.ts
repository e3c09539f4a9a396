import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';

/** IPv6 clients are grouped by their /64: one household or server usually holds the whole prefix. */
const IPV6_SUBNET_PREFIX = 64;

const keys = new WeakMap<object, string>();

/**
 * The key rate limits count a client under: its IPv4 address or its IPv6 /64. `req.ip` is the socket's
 * address unless TRUST_PROXY is on, in which case Express takes it from X-Forwarded-For.
 */
export function clientKey(request: Pick<Request, 'ip' | 'socket'>): string {
  // Several limits ask per request, and with TRUST_PROXY each `request.ip` parses X-Forwarded-For anew.
  let key = keys.get(request);
  if (key === undefined) {
    key = normalizeIp(request.ip ?? request.socket.remoteAddress ?? 'unknown', IPV6_SUBNET_PREFIX);
    keys.set(request, key);
  }
  return key;
}
