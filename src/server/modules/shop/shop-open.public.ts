import { eq } from 'drizzle-orm';
import { SHOP_CLOSED } from '#core/checkout/messages.ts';
import type { Db } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';

/** Whether a site's shop is open: the site is active (products outside any site belong to the platform, always open). */
export async function isShopOpen(db: Db, siteId: string | null): Promise<boolean> {
  if (siteId === null) return true;
  const [row] = await db.select({ isActive: site.isActive }).from(site).where(eq(site.id, siteId)).limit(1);
  return row?.isActive === true;
}

/** An inactive site takes no orders and no carts (issue 21 item 9): 409 with a message the shopper can read. */
export async function assertShopOpen(db: Db, siteId: string | null): Promise<void> {
  if (!(await isShopOpen(db, siteId))) throw new HttpError(409, SHOP_CLOSED);
}
