import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, unmapIpv4 } from './public-address.ts';

const dotted = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');
/** Every address of an IPv4 block, as an arbitrary. */
const inBlock = (network: string, prefixLength: number) => {
  const base = network.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  return fc.integer({ min: 0, max: 2 ** (32 - prefixLength) - 1 }).map((offset) => dotted(base + offset));
};

const BLOCKED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

describe('isPublicAddress: IPv4', () => {
  it.each(BLOCKED_V4)('refuses every address of %s/%i', (network, prefixLength) => {
    fc.assert(fc.property(inBlock(network, prefixLength), (address) => !isPublicAddress(address)));
  });

  it.each(['127.0.0.1', '10.1.2.3', '172.31.255.255', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '255.255.255.255', '224.0.0.1'])(
    'refuses %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '172.15.255.255', '172.32.0.0', '100.63.255.255', '100.128.0.0', '169.253.255.255', '223.255.255.255'])(
    'allows %s (just outside or far from every blocked range)',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses what is not a dotted quad (other spellings never reach it unparsed)', () => {
    for (const text of ['2130706433', '0x7f.0.0.1', '0177.0.0.1', '127.1', '127.0.0.01', '256.1.1.1', 'localhost', '', 'example.com']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});

describe('isPublicAddress: odd IPv4 spellings, as the URL parser hands them over', () => {
  const hostnameOf = (host: string) => new URL(`http://${host}/`).hostname;

  it.each(['2130706433', '0x7f.1', '0x7f000001', '0177.0.0.1', '017700000001', '127.1', '0x7F.0.0.0x1', '3232235777', '0xa9.0xfe.0xa9.0xfe'])(
    'http://%s/ is a blocked address',
    (host) => expect(isPublicAddress(hostnameOf(host))).toBe(false),
  );

  it('a decimal or hexadecimal spelling gets the same answer as the dotted quad', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n) => {
        const expected = isPublicAddress(dotted(n));
        expect(hostnameOf(String(n))).toBe(dotted(n));
        expect(isPublicAddress(hostnameOf(String(n)))).toBe(expected);
        expect(isPublicAddress(hostnameOf(`0x${n.toString(16)}`))).toBe(expected);
      }),
    );
  });
});

describe('isPublicAddress: IPv6', () => {
  it.each([
    '::',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    'ff05::2',
    'fec0::1',
    '2001:db8::1',
    '2001::1', // Teredo
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '100::1',
    '64:ff9b:1::1',
    '3fff::1',
    '::127.0.0.1', // IPv4-compatible
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::ffff:7f00:1]',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:0.0.0.0',
    '::ffff:192.168.0.1',
    '::ffff:100.64.0.1',
    '64:ff9b::127.0.0.1', // NAT64 of loopback
    '64:ff9b::a00:1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:81c::200e', '[2001:4860:4860::8888]', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::8.8.8.8'])(
    'allows %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses malformed addresses', () => {
    for (const text of ['1::2::3', ':::', '12345::', 'g::1', '1:2:3:4:5:6:7:8:9', '::ffff:1.2.3', '[::1', 'fe80::1%']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });

  it('judges every IPv4-mapped address (both spellings) as its IPv4 address', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (n) => {
        const v4 = dotted(n);
        const hex = `::ffff:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
        expect(isPublicAddress(`::ffff:${v4}`)).toBe(isPublicAddress(v4));
        expect(isPublicAddress(hex)).toBe(isPublicAddress(v4));
        // And the URL parser's spelling of a bracketed mapped address.
        expect(isPublicAddress(new URL(`http://[::ffff:${v4}]/`).hostname)).toBe(isPublicAddress(v4));
      }),
    );
  });

  it('refuses every address outside global unicast (2000::/3) except mapped and NAT64 ones', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((g) => g.toString(16));
    const address = fc.tuple(group, fc.array(group, { minLength: 7, maxLength: 7 })).map(([first, rest]) => [first, ...rest].join(':'));
    fc.assert(
      fc.property(address, (text) => {
        const first = parseInt(text.split(':')[0]!, 16);
        if (first >= 0x2000 && first <= 0x3fff) return;
        if (text.startsWith('0:0:0:0:0:ffff:') || text.startsWith('64:ff9b:0:0:0:0:')) return;
        expect(isPublicAddress(text)).toBe(false);
      }),
    );
  });
});

describe('unmapIpv4', () => {
  it('turns IPv4-mapped addresses into IPv4 and leaves others alone', () => {
    expect(unmapIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(unmapIpv4('[::ffff:8.8.8.8]')).toBe('8.8.8.8');
    expect(unmapIpv4('2606:4700:4700::1111')).toBe('2606:4700:4700::1111');
    expect(unmapIpv4('8.8.8.8')).toBe('8.8.8.8');
  });
});
