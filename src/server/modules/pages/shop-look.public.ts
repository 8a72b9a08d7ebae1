import { and, eq, isNotNull } from 'drizzle-orm';
import { HOMEPAGE } from '#core/paths/routes.ts';
import type { Db } from '#server/db/client.ts';
import { page } from '#server/db/schema.ts';

/** The look of a shop's published homepage (its page root), which the shop's account pages wear too. */
export interface ShopLook {
  theme: string | null;
  fontFamily: string | null;
  language: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export async function shopLookOf(db: Db, siteId: string): Promise<ShopLook> {
  const [home] = await db
    .select({ data: page.data })
    .from(page)
    .where(and(eq(page.siteId, siteId), eq(page.kind, 'page'), eq(page.pathWithNoSite, HOMEPAGE), isNotNull(page.publishedAt)))
    .limit(1);
  const root = (home?.data as { root?: { props?: Record<string, unknown> } } | undefined)?.root;
  const props = (root?.props ?? root ?? {}) as Record<string, unknown>;
  return { theme: text(props.theme), fontFamily: text(props.fontFamily), language: text(props.language) };
}
