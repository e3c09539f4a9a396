import { clientKey } from './client-ip.js';

function keyOf(ip: string): string {
  return clientKey({ ip, socket: {} as never });
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
