import { jest } from '@jest/globals';
import type { Request, Response } from 'express';
import { captureClientAddress, clientAddress, clientKey, UNKNOWN_CLIENT } from './client-ip.js';

function keyOf(ip: string): string {
  return clientKey({ ip, socket: {} as never });
}

/**
 * A request as Express makes it: `ip` worked out from the socket on every read, throwing once the socket is gone
 * (proxy-addr reads `request.connection.remoteAddress`).
 */
function requestOver(socket: { remoteAddress?: string } | null): { request: Request; reads: () => number } {
  let reads = 0;
  const prototype = {
    get ip(): string | undefined {
      reads++;
      return (this as unknown as { socket: { remoteAddress?: string } }).socket.remoteAddress;
    },
  };
  const request = Object.assign(Object.create(prototype) as object, { socket }) as Request;
  return { request, reads: () => reads };
}

describe(clientKey.name, () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(keyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(keyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(keyOf('2001:db8:1:2:aaaa::1')).toBe(keyOf('2001:db8:1:2:bbbb::2'));
    expect(keyOf('2001:db8:1:2::1')).not.toBe(keyOf('2001:db8:1:3::1'));
    expect(keyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  });
});

describe(captureClientAddress.name, () => {
  it('takes the address once, as the request starts, and answers it after the socket is gone', () => {
    const socket = { remoteAddress: '::ffff:198.51.100.4' };
    const { request, reads } = requestOver(socket);
    const next = jest.fn();
    captureClientAddress(request, {} as Response, next);
    expect(next).toHaveBeenCalledTimes(1);

    // The connection closes: Express would now throw on `request.ip`.
    (request as { socket: unknown }).socket = null;
    expect(clientAddress(request)).toBe('::ffff:198.51.100.4');
    expect(request.ip).toBe('::ffff:198.51.100.4');
    expect(clientKey(request)).toBe('198.51.100.4');
    expect(reads()).toBe(1);
  });
});

describe(clientAddress.name, () => {
  it('never throws, even first asked once the socket is gone', () => {
    const { request } = requestOver(null);
    expect(clientAddress(request)).toBe(UNKNOWN_CLIENT);
    expect(clientKey(request)).toBe(UNKNOWN_CLIENT);
  });
});
