import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the first untrusted
 * hop of X-Forwarded-For read right to left. A client can never choose it.
 */
export function resolveClientIp(c: Context, trustedProxies: readonly string[]): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
  }
  const direct = normaliseIp(remote ?? 'unknown');
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

function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
