import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { user } from '#server/db/schema.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { requireAdmin } from '#server/http/require-user.ts';
import { platformPaymentsOf, setPlatformPaymentsAllowed } from '#server/modules/shop/platform-payments.public.ts';

/** Platform administration; every route here is for admins only. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/users', async (c) => {
    const rows = await c
      .get('deps')
      .database.db.select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        banned: user.banned,
        created_at: user.createdAt,
      })
      .from(user)
      .orderBy(desc(user.createdAt))
      .limit(500);
    return c.json({ data: rows, pagination: { total: rows.length } });
  })
  // Whether a site may use the platform's payment accounts (the environment's keys; decision 058).
  .get('/sites/:uniqueId/platform-payments', async (c) => {
    return c.json({ platformPayments: await platformPaymentsOf(c.get('deps').database.db, c.req.param('uniqueId')), error: null });
  })
  .put('/sites/:uniqueId/platform-payments', async (c) => {
    const platformPayments = await setPlatformPaymentsAllowed(c.get('deps'), c.req.param('uniqueId'), await readJsonObject(c));
    return c.json({ platformPayments, error: null });
  });
