import type { Logger } from 'pino';

/** Hosts warned about, at most: a Host header is the client's to choose, the log is not. */
export const UNCACHED_HOST_WARNINGS = 20;

/**
 * The page cache's `onOtherHost`, logging once per host: pages asked for on a host that is not
 * theirs are served but never cached, which on a deployment whose PUBLIC_URL is not the address
 * visitors use means no cache hits at all.
 */
export function warnOfUncachedHost(logger: Pick<Logger, 'warn'>): (requestHost: string, canonicalHost: string) => void {
  const warned = new Set<string>();
  return (requestHost, canonicalHost) => {
    if (warned.has(requestHost) || warned.size >= UNCACHED_HOST_WARNINGS) return;
    warned.add(requestHost);
    logger.warn(
      { host: requestHost, canonicalHost },
      `Pages asked for on ${requestHost} are served but not cached: their address is ${canonicalHost}. If visitors use ${requestHost}, set PUBLIC_URL (or the site's domain) to it.`,
    );
  };
}
