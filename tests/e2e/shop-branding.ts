import { expect, type Page } from '@playwright/test';
import { shopLogoAlt } from '../../src/core/shop/shop-account-messages.ts';

/** The demo site's name, as its shop pages show it. */
export const DEMO_SHOP = 'Sitewright Demo Store';

/** The page has nothing of the builder: no dashboard link, no site creation. */
export async function expectNoBuilderLinks(page: Page): Promise<void> {
  await expect(page.locator('a[href^="/dashboard"], a[href*="/dashboard/"]')).toHaveCount(0);
  await expect(page.getByText(/create site/i)).toHaveCount(0);
}

/** The page wears the demo shop's clothes: its name, its logo, and the way back to it. */
export async function expectShopBranding(page: Page): Promise<void> {
  await expect(page.locator('[data-shop-name]')).toHaveText(DEMO_SHOP);
  await expect(page.getByRole('img', { name: shopLogoAlt(DEMO_SHOP) })).toBeVisible();
  await expect(page.locator('[data-shop-home]')).toHaveAttribute('href', '/site-demo');
}
