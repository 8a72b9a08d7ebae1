import type { Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { forwardedByUntrustedHop, isLoopbackAddress } from '#server/http/client-ip.ts';
import { jsonError } from '#server/http/errors.ts';
import { bearerMatches, renderMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

export const METRICS_LOOPBACK_ONLY_MESSAGE = 'Metrics answer only this machine (loopback addresses) in production; set METRICS_TOKEN to scrape them from elsewhere';

/**
 * GET /metrics: Prometheus text, behind `Authorization: Bearer METRICS_TOKEN` when that is set.
 * Without a token, production answers loopback clients only (the client address as derived for
 * rate limits, so through TRUSTED_PROXIES): metrics name routes, sites' traffic and memory, which
 * is not for the public internet, and an operator who forgot the token should not publish them.
 * A loopback socket that carries X-Forwarded-For, Forwarded or X-Real-IP from a proxy not in
 * TRUSTED_PROXIES is not local: it is a same-host proxy passing on a client from anywhere.
 */
export async function metricsHandler(c: Context<AppEnv>) {
  const { env } = c.get('deps');
  const token = env.METRICS_TOKEN;
  c.header('Cache-Control', 'no-store');
  if (token !== undefined && !bearerMatches(c.req.header('authorization'), token)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    return jsonError(c, 401, 'Metrics need Authorization: Bearer <METRICS_TOKEN>');
  }
  const local = isLoopbackAddress(c.get('clientIp')) && !forwardedByUntrustedHop(c, env.TRUSTED_PROXIES);
  if (token === undefined && env.NODE_ENV === 'production' && !local) {
    return jsonError(c, 403, METRICS_LOOPBACK_ONLY_MESSAGE);
  }
  const { contentType, body } = await renderMetrics();
  return c.body(body, 200, { 'content-type': contentType });
}
