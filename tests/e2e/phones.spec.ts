import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADDED_TO_CART } from '../../src/core/cart/messages.ts';
import { CART_TITLE, CHECKOUT_TITLE, PROCEED_TO_CHECKOUT } from '../../src/core/cart-drawer/messages.ts';
import { MAIN_CONTENT_ID, SKIP_TO_CONTENT_LABEL } from '../../src/core/pages/page-landmarks.ts';
import {
  ACCOUNT_ORDERS,
  ACCOUNT_PROFILE,
  DASHBOARD,
  DASHBOARD_OUTBOX,
  DASHBOARD_SITES,
  siteCollections,
  siteDashboard,
  siteOrders,
  siteProducts,
  siteOutbox,
  siteReviews,
  siteSections,
  siteSettings,
  siteShopRules,
} from '../../src/core/paths/routes.ts';
import { allBlocksPage } from './all-blocks.ts';
import { cartButton, plainProduct, type Product } from './checkout-helpers.ts';
import { expectNoSeriousAxeViolations, login, publishPage, waitForIslands } from './fixtures.ts';

// Issue 23 (phones and landmarks): every public page fits a phone without sideways scroll, the
// dashboard's tables keep readable columns, a skip link leads past the navigation to <main>, and
// axe finds nothing serious on the public and dashboard screens at 390 px.

const PHONE = { width: 390, height: 844 };
const DEMO = 'demo';

/** The document is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${what}: ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForIslands(page);
}

/** Adds `product` on its page, then opens the cart drawer from the shop's navigation. */
/** A box once it stops moving: the drawer slides in for 200 ms, and a box read mid-slide is off by tens of px. */
async function settledBox(locator: Locator) {
  let last = '';
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => {
      box = await locator.boundingBox();
      const now = JSON.stringify(box);
      const settled = now === last;
      last = now;
      return settled;
    }, { intervals: [50] })
    .toBe(true);
  return box!;
}

async function openCartWith(page: Page, product: Product) {
  await gotoHydrated(page, `/data/site-demo/products/${product.id}`);
  const purchase = page.locator('[data-product-purchase]');
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  await expect(purchase.getByRole('status')).toHaveText(ADDED_TO_CART);
  await gotoHydrated(page, '/site-demo/products');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: CART_TITLE });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  const blocksPath = `/site-demo/phones-${Date.now().toString(36)}`;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await login(page);
    await publishPage(page, blocksPath, allBlocksPage(), 'Every block');
    await page.close();
  });

  test('every block, the home page and the shop fit 320, 390 and 430 px without sideways scroll', async ({ page }) => {
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [blocksPath, '/site-demo', '/site-demo/products']) {
        await gotoHydrated(page, path);
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      }
    }
    // The navigation's Menu button is on the screen, not cut off at its right edge.
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoHydrated(page, '/site-demo');
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });

  test('the shop, a product page, the open cart drawer and its checkout fit 390 px; axe finds nothing serious', async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, '/site-demo');
    await expectNoSeriousAxeViolations(page);
    await gotoHydrated(page, '/site-demo/products');
    await expectNoSidewaysScroll(page, 'the shop');
    await expectNoSeriousAxeViolations(page);

    const product = await plainProduct(page);
    await gotoHydrated(page, `/data/site-demo/products/${product.id}`);
    await expectNoSidewaysScroll(page, 'a product page');
    await expectNoSeriousAxeViolations(page);

    const drawer = await openCartWith(page, product);
    await expectNoSidewaysScroll(page, 'the cart drawer');
    // The drawer keeps its padding on a phone: a strip of the shaded page shows at its left.
    const panel = await settledBox(drawer);
    expect(panel.x).toBeGreaterThanOrEqual(16);
    await drawer.getByRole('button', { name: PROCEED_TO_CHECKOUT }).click();
    const checkout = drawer.getByRole('region', { name: CHECKOUT_TITLE });
    await expect(checkout).toBeVisible();
    await expectNoSidewaysScroll(page, 'the checkout');
    const form = await settledBox(checkout);
    expect(form.x).toBeGreaterThanOrEqual(panel.x + 12);
    expect(form.x + form.width).toBeLessThanOrEqual(panel.x + panel.width - 12);
    await expectNoSeriousAxeViolations(page, '[data-side-drawer]');
  });

  test('the side menu keeps its padding and stays on the screen', async ({ page }) => {
    await gotoHydrated(page, '/site-demo');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
    const home = page.locator('[data-side-menu]').getByRole('link', { name: 'Home' });
    await expect(home).toBeVisible();
    expect((await home.boundingBox())!.x).toBeGreaterThanOrEqual(12);
    await expectNoSidewaysScroll(page, 'the open side menu');
  });

  test('the first Tab lands on the skip link, and following it moves the Tab order into <main>, past the navigation', async ({ page }) => {
    for (const path of ['/site-demo', '/site-demo/products']) {
      await gotoHydrated(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: SKIP_TO_CONTENT_LABEL });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#${MAIN_CONTENT_ID}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      // The next Tab goes into the page's own content, not back to the navigation.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    }
  });
});

test.describe('the dashboard on a phone', () => {
  test.use({ viewport: PHONE });

  test('its screens fit 390 px and axe finds nothing serious on them', async ({ page }) => {
    test.setTimeout(150_000);
    await login(page);
    const screens = [
      DASHBOARD,
      DASHBOARD_SITES,
      siteDashboard(DEMO),
      siteSettings(DEMO),
      '/dashboard/site-demo/manage/pages',
      '/dashboard/site-demo/manage/data/products',
      siteOrders(DEMO),
      siteProducts(DEMO),
      siteReviews(DEMO),
      siteOutbox(DEMO),
      DASHBOARD_OUTBOX,
      siteCollections(DEMO),
      siteSections(DEMO),
      siteShopRules(DEMO, 'shipping'),
      siteShopRules(DEMO, 'taxes'),
      siteShopRules(DEMO, 'discount-codes'),
      ACCOUNT_PROFILE,
      ACCOUNT_ORDERS,
    ];
    for (const path of screens) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSidewaysScroll(page, path);
      await expectNoSeriousAxeViolations(page);
    }
  });

  test("the owner's orders table scrolls inside its frame and keeps the customer readable", async ({ page }) => {
    await login(page);
    // An order of the demo shop: a card checkout started by the signed-in owner (awaiting payment).
    const product = await plainProduct(page);
    const started = await page.request.post('/api/cart/stripe-checkout', {
      headers: { origin: new URL(page.url()).origin },
      data: { siteId: DEMO, items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { orderReference } = (await started.json()) as { orderReference: string };

    await page.goto(siteOrders(DEMO));
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: orderReference });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page, 'the orders screen');
    // The customer's cell is wide enough for words, not single letters; the table scrolls instead.
    const customer = row.getByRole('cell').filter({ hasText: '@' });
    expect((await customer.boundingBox())!.width).toBeGreaterThanOrEqual(120);
    const frame = await table.evaluate((element) => ({ scrollWidth: element.parentElement!.scrollWidth, clientWidth: element.parentElement!.clientWidth }));
    expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  });
});
