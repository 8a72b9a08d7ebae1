import { describe, expect, it } from 'vitest';
import { clientNetworkKey } from './client-network.ts';

describe('clientNetworkKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetworkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('keys an IPv6 address by its /64, whatever its spelling', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientNetworkKey('2001:db8:0:1::1')).toBe(key);
    expect(clientNetworkKey('2001:db8:0:1:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientNetworkKey('2001:0DB8:0000:0001:0000:0000:0000:0002')).toBe(key);
    expect(clientNetworkKey('2001:db8::1:1234:5678:9abc:def0')).toBe(key);
    expect(clientNetworkKey('2001:db8:0:1::7%eth0')).toBe(key);
    expect(clientNetworkKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientNetworkKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkKey('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped address as the IPv4 client, dotted or in hex', () => {
    expect(clientNetworkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkKey('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientNetworkKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    // Two mapped clients are two keys, not one /64.
    expect(clientNetworkKey('::ffff:203.0.113.8')).toBe('203.0.113.8');
  });

  it('keeps what is not an address as its own key', () => {
    expect(clientNetworkKey('unknown')).toBe('unknown');
    expect(clientNetworkKey('1:2:3')).toBe('1:2:3');
    expect(clientNetworkKey('1::2::3')).toBe('1::2::3');
    expect(clientNetworkKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(clientNetworkKey('::ffff:999.0.0.1')).toBe('::ffff:999.0.0.1');
  });
});
