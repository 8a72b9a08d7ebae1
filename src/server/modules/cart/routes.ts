import { removeExpiredCartItems } from '#core/cart/cart.ts';
import { cart } from '#server/db/schema.ts';
import { createListRoutes } from './list-routes.public.ts';
import { readListProducts } from './read-products.public.ts';
import { productRefs, readCartLines, validateCartLines } from './validate-cart-items.public.ts';

/**
 * /api/cart (spec 1 §7, decision 022): the signed-in shopper's cart for ?siteId. POST stores only
 * validated lines: the product's own price, name, image and stock; quantity an integer ≥ 1 capped
 * by stock; unknown, inactive or other sites' products dropped. An inactive site keeps no carts (409).
 */
export const cartRoutes = createListRoutes({
  table: cart,
  removeExpired: removeExpiredCartItems,
  refuseClosedShop: true,
  async validate(db, actor, siteId, items, now) {
    const lines = readCartLines(items, now);
    const products = await readListProducts(db, actor, siteId, productRefs(lines));
    return validateCartLines(lines, products, now);
  },
});
