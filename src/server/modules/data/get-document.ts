import { DEFAULT_PRODUCTS_COLLECTION } from '#core/products/product.ts';
import type { Db } from '#server/db/client.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canReadDataCollection } from '#server/shared/access/can-read-data-collection.ts';
import { RECORD_NOT_FOUND } from '#server/modules/content/delete-document.public.ts';
import { toDocumentItem, type DocumentItem } from '#server/modules/content/list-documents.public.ts';
import { ADMINS_ONLY, FORBIDDEN_SITE } from '#server/shared/listing/list-result.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { isShopOpen } from '#server/modules/shop/shop-open.public.ts';
import { findRecord } from './write-answers.ts';

/**
 * GET /api/data/{collection}/{id}[?siteId]: one record, read as the list reads it (…-public and a
 * site's products: anyone; otherwise the site's members and admins). An id of another collection,
 * or of another site than `siteId` names, is not found.
 */
export async function getDocumentItem(db: Db, actor: Actor | null, collection: string, id: string, siteId: string | null): Promise<DocumentItem> {
  const record = await findRecord(db, collection, id);
  if (siteId !== null && (await resolveScope(db, siteId)).site?.id !== record.siteId) throw new HttpError(404, RECORD_NOT_FOUND);
  // A site's products are public as its product pages are (decision 021); the cart's refresh reads them here (decision 022).
  // An inactive site's products are not (issue 21 item 9): its shop is closed.
  const publicProduct = collection === DEFAULT_PRODUCTS_COLLECTION && record.siteId !== null && (await isShopOpen(db, record.siteId));
  if (!publicProduct && !(await canReadDataCollection(db, actor, collection, record.siteId))) {
    if (!actor) throw new HttpError(401, 'Authentication required');
    throw new HttpError(403, record.siteId ? FORBIDDEN_SITE : ADMINS_ONLY);
  }
  return toDocumentItem(record, record.siteUniqueId);
}
