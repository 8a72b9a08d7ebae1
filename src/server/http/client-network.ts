/**
 * The network a client address stands for, as the key of a per-client limit: an IPv4 address as
 * it is, an IPv6 address by its /64. One subscriber or one cloud host is given a whole /64, so
 * keying by the full IPv6 address would give one client 2^64 keys. An IPv4-mapped address
 * (::ffff:a.b.c.d, in either spelling) is the IPv4 client it maps. Anything else (an address a
 * test names, "unknown") is its own key, in lower case.
 */
export function clientNetworkKey(address: string): string {
  const ip = address.trim().toLowerCase();
  if (isIpv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

function isIpv4(ip: string): boolean {
  const octets = ip.split('.');
  return octets.length === 4 && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}

/** The eight 16-bit groups of an IPv6 address (compressed, with a zone, or ending in dotted IPv4); null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.replace(/%.*$/, '');
  if (!address.includes(':')) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const partsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes('.')) {
        if (!isIpv4(piece)) return null;
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        out.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = partsOf(halves[0]!);
  const tail = halves.length === 2 ? partsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  // A dotted IPv4 tail may only end the address.
  if (halves.length === 2 && halves[0]!.includes('.')) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}
