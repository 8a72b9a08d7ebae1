import { removeExpiredWishlistItems } from '#core/wishlist/wishlist.ts';
import { wishlist } from '#server/db/schema.ts';
import { createListRoutes } from '#server/modules/cart/list-routes.public.ts';
import { readListProducts } from '#server/modules/cart/read-products.public.ts';
import { readWishlistLines, validateWishlistLines } from './validate-wishlist-items.ts';

/** /api/wishlist (spec 1 §7, decision 022): the signed-in shopper's wishlist for ?siteId, stored like the cart; none for an inactive site (409, decision 034). */
export const wishlistRoutes = createListRoutes({
  table: wishlist,
  removeExpired: removeExpiredWishlistItems,
  // A closed shop shows no products: a wishlist must not store them or read back their names and prices.
  refuseClosedShop: true,
  async validate(db, actor, siteId, items, now) {
    const lines = readWishlistLines(items, now);
    const products = await readListProducts(db, actor, siteId, lines);
    return validateWishlistLines(lines, products, now);
  },
});
