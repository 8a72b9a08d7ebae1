import { eq } from 'drizzle-orm';
import { PLATFORM_PAYMENTS_INVALID } from '#core/shop/payment-settings.ts';
import type { Db } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';

export interface PlatformPaymentsView {
  siteId: string;
  allowed: boolean;
}

/** Whether the site of `uniqueId` may use the platform's payment accounts; 404 for an unknown site. */
export async function platformPaymentsOf(db: Db, uniqueId: string): Promise<PlatformPaymentsView> {
  const [row] = await db.select({ allowed: site.platformPaymentsAllowed }).from(site).where(eq(site.uniqueId, uniqueId)).limit(1);
  if (!row) throw new HttpError(404, 'Site not found');
  return { siteId: uniqueId, allowed: row.allowed };
}

/**
 * The platform admin's switch (decision 058): lets a site without keys of its own for a provider
 * take card or PayPal payments into the platform's accounts (the environment's keys). The caller
 * is an admin (the /api/admin routes check it). Orders already charged through the platform keep
 * their webhooks, capture and expiry through it whatever the switch says later.
 */
export async function setPlatformPaymentsAllowed(deps: Pick<AppDeps, 'database' | 'invalidatePages'>, uniqueId: string, raw: Readonly<Record<string, unknown>>): Promise<PlatformPaymentsView> {
  if (typeof raw.allowed !== 'boolean') throw new HttpError(400, PLATFORM_PAYMENTS_INVALID, { allowed: [PLATFORM_PAYMENTS_INVALID] });
  const [row] = await deps.database.db
    .update(site)
    .set({ platformPaymentsAllowed: raw.allowed })
    .where(eq(site.uniqueId, uniqueId))
    .returning({ id: site.id, allowed: site.platformPaymentsAllowed });
  if (!row) throw new HttpError(404, 'Site not found');
  // The site's product pages show the payment methods its checkout takes.
  await deps.invalidatePages({ tags: [scopeTagOf(row.id)] });
  return { siteId: uniqueId, allowed: row.allowed };
}
