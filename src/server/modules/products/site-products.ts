import type { ListProducts } from '#core/product-list/product-list-query.ts';
import type { Db } from '#server/db/client.ts';
import { isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';
import { queryProducts } from './list-products.ts';

/**
 * Lists products for the product blocks of a page of `site` (null: a platform page): only that
 * site's own records, as the page may show them. A name that is not a data collection lists nothing.
 */
export function siteProductLister(db: Db, site: ContentScope['site']): ListProducts {
  return async (collection, filters, request) => {
    if (!isDataCollectionName(collection)) return { records: [], total: 0, siteId: site?.uniqueId ?? null };
    const answer = await queryProducts(db, collection, { site }, filters, request);
    return { records: answer.data, total: answer.pagination.total, siteId: site?.uniqueId ?? null };
  };
}
