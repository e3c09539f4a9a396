import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';

/** IPv6 clients are grouped by their /64: one household or server usually holds the whole prefix. */
export const IPV6_SUBNET_PREFIX = 64;

/**
 * The key rate limits count a client under: its IPv4 address or its IPv6 /64. `req.ip` is the socket's
 * address unless TRUST_PROXY is on, in which case Express takes it from X-Forwarded-For.
 */
export function clientKey(request: Pick<Request, 'ip' | 'socket'>): string {
  return normalizeIp(request.ip ?? request.socket.remoteAddress ?? 'unknown', IPV6_SUBNET_PREFIX);
}
