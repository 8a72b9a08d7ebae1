import type { Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { bearerMatches, renderMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/** GET /metrics: Prometheus text, behind `Authorization: Bearer METRICS_TOKEN` when that is set. */
export async function metricsHandler(c: Context<AppEnv>) {
  const token = c.get('deps').env.METRICS_TOKEN;
  c.header('Cache-Control', 'no-store');
  if (token !== undefined && !bearerMatches(c.req.header('authorization'), token)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    return jsonError(c, 401, 'Metrics need Authorization: Bearer <METRICS_TOKEN>');
  }
  const { contentType, body } = await renderMetrics();
  return c.body(body, 200, { 'content-type': contentType });
}
