import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { user } from '#server/db/schema.ts';
import { requireAdmin } from '#server/http/require-user.ts';

/** Platform administration; every route here is for admins only. */
export const adminRoutes = new Hono<AppEnv>().use(requireAdmin).get('/users', async (c) => {
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
});
