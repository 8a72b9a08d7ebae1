import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the first untrusted
 * hop of X-Forwarded-For read right to left. A client can never choose it.
 */
export function resolveClientIp(c: Context, trustedProxies: readonly string[]): string {
  const direct = socketAddress(c);
  if (!trustedProxies.includes(direct)) return direct;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => normaliseIp(s.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i]!;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return direct;
}

/** The address of the socket the request came in on ('unknown' without one). */
function socketAddress(c: Context): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
  }
  return normaliseIp(remote ?? 'unknown');
}

/**
 * Whether a proxy we do not trust (or the client itself) says the request is forwarded: a
 * forwarding header on a socket outside TRUSTED_PROXIES. A same-host proxy left out of
 * TRUSTED_PROXIES makes every client look like 127.0.0.1; this tells such a request apart.
 */
export function forwardedByUntrustedHop(c: Context, trustedProxies: readonly string[]): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => c.req.header(name) !== undefined);
  return forwarded && !trustedProxies.includes(socketAddress(c));
}

function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** 127.0.0.0/8 or ::1, in any of the spellings a socket or X-Forwarded-For gives. */
export function isLoopbackAddress(ip: string): boolean {
  const address = normaliseIp(ip.toLowerCase());
  if (address === '::1' || address === '0:0:0:0:0:0:0:1') return true;
  const octets = address.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}
