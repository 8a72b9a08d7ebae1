import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { readinessProblem } from './readiness.ts';

/** The reason given at the last /ready, to log changes only. */
let lastProblem: string | null | undefined;

/**
 * GET /api/health: the database's state for people; /live: the process answers (restart it when
 * not); /ready: it can serve (send it traffic only then), else 503 with the reason.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
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
  })
  .get('/live', (c) => c.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }))
  .get('/ready', async (c) => {
    const deps = c.get('deps');
    const problem = await readinessProblem(deps);
    // Probes ask every few seconds: a line when the answer changes, not one per probe.
    if (problem !== lastProblem) {
      if (problem !== null) deps.logger.warn({ reason: problem }, 'not ready');
      else if (lastProblem !== undefined) deps.logger.info('ready again');
      lastProblem = problem;
    }
    if (problem !== null) return c.json({ status: 'not ready', error: problem }, 503);
    return c.json({ status: 'ready', database: deps.database.kind });
  });
