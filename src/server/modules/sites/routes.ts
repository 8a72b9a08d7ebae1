import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { requireUser } from '#server/modules/auth/middleware.ts';
import { listSitesForActor } from './queries.ts';

export const sitesRoutes = new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
  const sites = await listSitesForActor(c.get('deps').database.db, c.get('user')!);
  return c.json({ data: sites, pagination: { total: sites.length } });
});
