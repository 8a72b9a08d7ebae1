import { PRODUCT_ADMIN_BULK_API, PRODUCTS_SCREEN_MESSAGES, productAdminListUrl, type ProductAdminFilter, type ProductAdminPage, type ProductBulkAction } from '#core/products/product-admin.ts';
import { api } from '#web/api/client.ts';

/** Every query of a site's products screen, to refetch after a change. */
export const productsKey = (siteId: string) => ['site-products', siteId] as const;
export const productsListKey = (filter: ProductAdminFilter) => [...productsKey(filter.siteId), 'list', productAdminListUrl(filter)] as const;

export function fetchProducts(filter: ProductAdminFilter, signal?: AbortSignal, limit?: number): Promise<ProductAdminPage> {
  return api.get<ProductAdminPage>(productAdminListUrl(filter, limit), { signal, fallback: PRODUCTS_SCREEN_MESSAGES.loadFailed });
}

/** Activates, deactivates or deletes `ids` (all of the site's, or the server changes none). */
export async function bulkChangeProducts(siteId: string, action: ProductBulkAction, ids: readonly string[]): Promise<number> {
  return (await api.post<{ changed: number }>(PRODUCT_ADMIN_BULK_API, { siteId, action, ids }, { fallback: PRODUCTS_SCREEN_MESSAGES.bulkFailed })).changed;
}
