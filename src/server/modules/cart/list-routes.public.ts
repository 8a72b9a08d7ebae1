import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { MAX_LIST_BODY_BYTES, MAX_LIST_ITEMS } from '#core/cart/cart-constants.ts';
import { LIST_BODY_INVALID, LIST_BODY_TOO_LARGE, listTooLongMessage } from '#core/cart/messages.ts';
import type { Db } from '#server/db/client.ts';
import type { cart, wishlist } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError, jsonError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { requireUser } from '#server/http/require-user.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { assertShopOpen } from '#server/modules/shop/shop-open.public.ts';

type ListTable = typeof cart | typeof wishlist;

export interface ListRoutesOptions<T> {
  table: ListTable;
  /** The stored list without what has expired since it was written. */
  removeExpired(items: T[], now: number): T[];
  /** The POSTed items (at most MAX_LIST_ITEMS, each untrusted) as the server stores them. */
  validate(db: Db, actor: Actor, siteId: string | null, items: readonly unknown[], now: number): Promise<T[]>;
  /** Refuse (409) reading or writing the list of an inactive site: a closed shop keeps no carts. */
  refuseClosedShop?: boolean;
}

/** The row key of a list: the user and the site (`''` for pages outside any site). */
async function listScope(c: Context<AppEnv>, refuseClosedShop = false): Promise<{ siteId: string | null; scope: string }> {
  const { db } = c.get('deps').database;
  const siteId = (await resolveScope(db, c.req.query('siteId')?.trim() || null)).site?.id ?? null;
  if (refuseClosedShop) await assertShopOpen(db, siteId);
  return { siteId, scope: siteId ?? '' };
}

/**
 * GET, POST and DELETE of a signed-in user's own list (spec 1 §7), at ?siteId (a site's id or
 * unique id; none: outside any site). There is no user parameter: the session says whose list.
 * GET -> { items } ([] when none); POST { items } -> { items } as stored; DELETE -> { items: [] }.
 * Anonymous: 401. A body over 1 MB: 413; not { items: [...] } or over MAX_LIST_ITEMS items: 400.
 * With refuseClosedShop, GET and POST for an inactive site: 409 (DELETE still empties the list).
 */
export function createListRoutes<T>(options: ListRoutesOptions<T>) {
  const { table } = options;
  const rowOf = (userId: string, scope: string) => and(eq(table.userId, userId), eq(table.scope, scope));

  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const user = c.get('user')!;
      const { scope } = await listScope(c, options.refuseClosedShop);
      const { db } = c.get('deps').database;
      const [row] = await db.select({ items: table.items }).from(table).where(rowOf(user.id, scope)).limit(1);
      const items = Array.isArray(row?.items) ? (row.items as T[]) : [];
      return c.json({ items: options.removeExpired(items, Date.now()) });
    })
    .post('/', async (c) => {
      const user = c.get('user')!;
      const declared = Number(c.req.header('content-length') ?? 0);
      if (declared > MAX_LIST_BODY_BYTES) return jsonError(c, 413, LIST_BODY_TOO_LARGE);
      const text = await c.req.text();
      if (Buffer.byteLength(text) > MAX_LIST_BODY_BYTES) return jsonError(c, 413, LIST_BODY_TOO_LARGE);
      const items = readItems(text);
      if (items.length > MAX_LIST_ITEMS) return jsonError(c, 400, listTooLongMessage(MAX_LIST_ITEMS));
      const { siteId, scope } = await listScope(c, options.refuseClosedShop);
      const { db } = c.get('deps').database;
      const now = Date.now();
      const stored = await options.validate(db, user, siteId, items, now);
      const updatedAt = new Date(now);
      await db
        .insert(table)
        .values({ userId: user.id, scope, siteId, items: stored as never, updatedAt })
        .onConflictDoUpdate({ target: [table.userId, table.scope], set: { items: stored as never, updatedAt } });
      return c.json({ items: stored });
    })
    .delete('/', async (c) => {
      const user = c.get('user')!;
      const { scope } = await listScope(c);
      await c.get('deps').database.db.delete(table).where(rowOf(user.id, scope));
      return c.json({ items: [] });
    });
}

function readItems(text: string): unknown[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, LIST_BODY_INVALID);
  }
  const items = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) throw new HttpError(400, LIST_BODY_INVALID);
  return items;
}
