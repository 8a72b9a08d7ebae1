import { isIP } from 'node:net';

/*
 * Which IP addresses the server may contact on a user's behalf (public-fetch.ts: the image url
 * check, custom domain proofs): only
 * globally routable unicast ones. Everything a request from inside our network could reach but
 * the public could not (loopback, private, link-local with the cloud metadata service at
 * 169.254.169.254, carrier-grade NAT, unspecified, multicast, broadcast, documentation and
 * other special-purpose ranges of the IANA registries) is refused, including the IPv6 forms
 * that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64,
 * 6to4, Teredo).
 */

type Range = readonly [network: bigint, prefixLength: number];

const IPV4_BLOCKED: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 (broadcast) included
];

const IPV6_BLOCKED: readonly (readonly [string, number])[] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32) included
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: the IPv4 address inside is not ours to vet
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** IPv6 that only wraps an IPv4 address: judged by the IPv4 address inside. */
const IPV4_MAPPED: Range = [0xffffn << 32n, 96];
const NAT64: Range = [0x0064ff9bn << 96n, 96];

const ipv4Ranges: Range[] = IPV4_BLOCKED.map(([address, length]) => [ipv4ToBigInt(address)!, length]);
const ipv6Ranges: Range[] = IPV6_BLOCKED.map(([address, length]) => [ipv6ToBigInt(address)!, length]);

function inRange(value: bigint, [network, prefixLength]: Range, bits: number): boolean {
  const shift = BigInt(bits - prefixLength);
  return value >> shift === network >> shift;
}

/** Dotted-quad IPv4 only (what DNS answers and what the URL parser leaves of any other spelling). */
function ipv4ToBigInt(address: string): bigint | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function ipv6ToBigInt(address: string): bigint | null {
  let text = address;
  // A trailing dotted quad (::ffff:127.0.0.1) stands for the last two groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4ToBigInt(tail);
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(`0x${group}`);
  }
  return value;
}

function isPublicIpv4(value: bigint): boolean {
  return !ipv4Ranges.some((range) => inRange(value, range, 32));
}

/**
 * Whether the server may connect to this address: a dotted-quad IPv4 or an IPv6 address (with
 * or without brackets or a zone). Anything it cannot read is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const kind = isIP(bare.replace(/%.*$/, ''));
  if (kind === 4) {
    const value = ipv4ToBigInt(bare);
    return value !== null && isPublicIpv4(value);
  }
  // A zone (fe80::1%eth0) only ever names a link-local or other non-global address.
  if (kind !== 6 || bare.includes('%')) return false;
  const value = ipv6ToBigInt(bare);
  if (value === null) return false;
  if (inRange(value, IPV4_MAPPED, 128) || inRange(value, NAT64, 128)) return isPublicIpv4(value & 0xffffffffn);
  // Global unicast is 2000::/3; nothing else is assigned for the public internet.
  if (value >> 125n !== 1n) return false;
  return !ipv6Ranges.some((range) => inRange(value, range, 128));
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), so that it is connected to as IPv4. */
export function unmapIpv4(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) !== 6) return bare;
  const value = ipv6ToBigInt(bare);
  if (value === null || !inRange(value, IPV4_MAPPED, 128)) return bare;
  const v4 = value & 0xffffffffn;
  return [24n, 16n, 8n, 0n].map((shift) => String((v4 >> shift) & 0xffn)).join('.');
}
