import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADDED_TO_CART } from '../../src/core/cart/messages.ts';
import { login, publishPage, signUpConfirmed, waitForIslands } from './fixtures.ts';

// The cart and the wishlist on the server (issue #10 parts 3 and 5, Done when): a cart filled
// while signed out is merged onto the server at sign-in and comes back in a fresh browser; an
// anonymous wishlist click goes to sign-in and the item is saved once back.

const stamp = Date.now().toString(36);
const navPath = `/site-demo/cart-sync-${stamp}`;
const PASSWORD = 'Str0ng-enough!';
const EVERYWHERE = { desktop: true, mobile: true };

interface ListAnswer {
  items: { id: string; quantity?: number; price: number; color: { value: string } | null; size: { value: string } | null }[];
}

/** A demo product in stock with colours and sizes, and its page. */
async function pickProduct(page: Page): Promise<{ id: string; path: string }> {
  const response = await page.request.get('/api/products?siteId=demo&category=clothing&limit=50');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; colors?: unknown[]; sizes?: unknown[]; stock?: number }[] };
  const product = data.find((p) => (p.colors?.length ?? 0) > 0 && (p.sizes?.length ?? 0) > 0 && (p.stock ?? 0) >= 10) ?? data[0]!;
  return { id: product.id, path: `/data/site-demo/products/${product.id}` };
}

async function signUp(browser: Browser, email: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/api/health');
  await signUpConfirmed(page, { name: 'Shopper', email, password: PASSWORD });
  await context.close();
}

test.describe('Cart and wishlist on the server', () => {
  test.beforeAll(async ({ browser }) => {
    const admin = await browser.newPage();
    await login(admin);
    await publishPage(
      admin,
      navPath,
      {
        root: { props: { title: 'Cart sync', description: '', theme: 'default', fontFamily: 'default', maxWidth: '1440px', language: 'en' } },
        content: [
          {
            type: 'NavMenu',
            props: { id: 'NavMenu-sync', title: 'Demo Shop', logo: '', logoAlt: '', homeHref: '/', links: [], sideLinks: [], ariaLabel: 'Main', cart: EVERYWHERE, wishlist: EVERYWHERE, login: EVERYWHERE, userMenu: EVERYWHERE },
          },
        ],
      },
      'Cart sync',
    );
    await admin.close();
  });

  test('a signed-out cart is merged onto the server at sign-in and comes back in a fresh browser', async ({ browser }) => {
    test.setTimeout(90_000);
    const email = `cart-${stamp}@example.com`;
    await signUp(browser, email);

    const first = await browser.newContext();
    const page = await first.newPage();
    const product = await pickProduct(page);
    await page.goto(product.path);
    await waitForIslands(page);
    const purchase = page.locator('[data-product-purchase]');
    await purchase.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await purchase.getByRole('button', { name: 'Add to cart' }).click();
    await expect(purchase.getByRole('status')).toHaveText(ADDED_TO_CART);

    // Signed out: nothing on the server.
    expect((await page.request.get('/api/cart?siteId=demo')).status()).toBe(401);

    // Sign in (the login form, back to the product page): the local cart is merged and saved.
    const saved = page.waitForResponse((r) => r.url().includes('/api/cart?siteId=demo') && r.request().method() === 'POST');
    await page.goto(`/auth/login?callbackURL=${encodeURIComponent(navPath)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(navPath);
    expect((await saved).status()).toBe(200);
    const server = (await (await page.request.get('/api/cart?siteId=demo')).json()) as ListAnswer;
    expect(server.items).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
    await first.close();

    // A fresh browser signs in and gets the cart back: the navigation's badge counts it.
    const second = await browser.newContext();
    const fresh = await second.newPage();
    await fresh.goto(`/auth/login?callbackURL=${encodeURIComponent(navPath)}`);
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password').fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(fresh).toHaveURL(navPath);
    await expect(fresh.locator('[data-nav-cart]').first()).toHaveAccessibleName('Cart, 2 items');
    const stored = await fresh.evaluate(() => localStorage.getItem('sitewright-cart:demo'));
    expect(stored).toContain(product.id);
    await second.close();
  });

  test('an anonymous wishlist click goes to sign-in, and the item is saved once back', async ({ browser }) => {
    const email = `wish-${stamp}@example.com`;
    await signUp(browser, email);
    const context = await browser.newContext();
    const page = await context.newPage();
    const product = await pickProduct(page);
    await page.goto(product.path);
    await waitForIslands(page);
    await page.locator('[data-product-purchase]').getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?callbackURL=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('callbackURL') ?? '')).toBe(`${product.path}?wishlist=1`);

    const saved = page.waitForResponse((r) => r.url().includes('/api/wishlist?siteId=demo') && r.request().method() === 'POST');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(product.path);
    expect((await saved).status()).toBe(200);
    await expect(page.locator('[data-product-purchase]').getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    const server = (await (await page.request.get('/api/wishlist?siteId=demo')).json()) as ListAnswer;
    expect(server.items.map((i) => i.id)).toEqual([product.id]);
    await context.close();
  });
});
