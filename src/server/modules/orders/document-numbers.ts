import { eq, sql } from 'drizzle-orm';
import { documentIssuer, type DocumentIssuer } from '#core/shop/legal-details.ts';
import type { Db } from '#server/db/client.ts';
import { shopDocumentCounter, shopRefund, site } from '#server/db/schema.ts';
import { shopLegalDetailsOf } from '#server/modules/shop/shop-settings.public.ts';

// Invoice and credit note numbers (issue 25 item 7; decision 062): one counter row per site and
// kind, bumped with a single upsert in the caller's transaction. The row lock it takes makes two
// transactions numbering for the same site take turns, and a transaction that rolls back gives its
// number back with it: numbers run 1, 2, 3 … per site with no gap and no repeat.

export type DocumentKind = 'invoice' | 'credit_note';

/** The counter's scope of a site: its id, or 'platform' for orders outside any site. */
export function documentScopeOf(siteId: string | null): string {
  return siteId ?? 'platform';
}

/** The next number of `kind` for the scope, in the caller's transaction. */
export async function nextDocumentNumber(tx: Db, scope: string, kind: DocumentKind): Promise<number> {
  const [row] = await tx
    .insert(shopDocumentCounter)
    .values({ scope, kind, lastNumber: 1 })
    .onConflictDoUpdate({ target: [shopDocumentCounter.scope, shopDocumentCounter.kind], set: { lastNumber: sql`${shopDocumentCounter.lastNumber} + 1` } })
    .returning({ number: shopDocumentCounter.lastNumber });
  return row!.number;
}

/** The site's seller details as they are now (in the caller's transaction when numbering: kept with the document). */
export async function issuerOf(db: Db, siteId: string | null): Promise<DocumentIssuer> {
  const legal = await shopLegalDetailsOf(db, siteId);
  const [shop] = siteId ? await db.select({ title: site.title }).from(site).where(eq(site.id, siteId)).limit(1) : [];
  return documentIssuer(legal, shop?.title ?? null);
}

/** Whether a move pays the order, so it gets its invoice: to paid, or an offline order fulfilled (paid on delivery) from pending. */
export function movePaysOrder(from: string, to: string): boolean {
  return to === 'paid' || (from === 'pending' && to === 'fulfilled');
}

/** Numbers a succeeded refund's credit note once, in the transaction that made it succeed (its order locked). */
export async function issueCreditNoteIn(tx: Db, refundId: string, siteId: string | null): Promise<void> {
  const [refund] = await tx.select({ number: shopRefund.creditNoteNumber, status: shopRefund.status }).from(shopRefund).where(eq(shopRefund.id, refundId)).for('update');
  if (!refund || refund.status !== 'succeeded' || refund.number !== null) return;
  const scope = documentScopeOf(siteId);
  const number = await nextDocumentNumber(tx, scope, 'credit_note');
  await tx.update(shopRefund).set({ creditNoteScope: scope, creditNoteNumber: number, creditNoteIssuedAt: new Date(), creditNoteIssuer: await issuerOf(tx, siteId) }).where(eq(shopRefund.id, refundId));
}
