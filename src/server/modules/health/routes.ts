import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.get('deps');
  const started = performance.now();
  const up = await database.ping();
  const body = {
    status: up ? 'ok' : 'degraded',
    database: { kind: database.kind, status: up ? 'up' : 'down', latencyMs: Math.round(performance.now() - started) },
    uptimeSeconds: Math.round(process.uptime()),
  };
  c.header('Cache-Control', 'no-store');
  return c.json(body, up ? 200 : 503);
});
