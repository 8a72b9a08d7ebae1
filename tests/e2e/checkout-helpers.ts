import { expect, type Locator, type Page } from '@playwright/test';
import { PAYMENT_METHOD_LABELS } from '../../src/core/checkout/order.ts';
import { waitForIslands } from './fixtures.ts';

// The checkout e2e specs' shared steps: a plain demo product, and the way to the drawer's checkout.

export interface Product {
  id: string;
  name: string;
}

/** A demo product without colours or sizes, with stock to sell. */
export async function plainProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?siteId=demo&limit=50');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; name: string; colors?: unknown[]; sizes?: unknown[]; stock?: number | null; isActive?: boolean }[] };
  const found = data.find((p) => (p.colors?.length ?? 0) === 0 && (p.sizes?.length ?? 0) === 0 && (p.stock === null || (p.stock ?? 0) >= 2) && p.isActive !== false);
  expect(found, 'a plain demo product in stock').toBeTruthy();
  return { id: found!.id, name: found!.name };
}

export const cartButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, \d+ items?$/ });

/** Adds one of `product` on its page, opens the drawer from the shop page's navigation and proceeds to checkout. */
export async function proceedToCheckout(page: Page, product: Product): Promise<Locator> {
  await page.goto(`/data/site-demo/products/${product.id}`);
  await waitForIslands(page);
  const purchase = page.locator('[data-product-purchase]');
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  await expect(purchase.getByRole('status')).toHaveText('Added to cart');
  await page.goto('/site-demo/products');
  await waitForIslands(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
  const section = drawer.getByRole('region', { name: 'Checkout' });
  await expect(section.getByRole('radio', { name: PAYMENT_METHOD_LABELS.stripe })).toBeChecked();
  return section;
}

