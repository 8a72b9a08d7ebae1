import { expect, test, type Page } from '@playwright/test';
import { CART_EMPTY_TITLE, CLEAR_CART_CONFIRM } from '../../src/core/cart/messages.ts';
import { expectNoSeriousAxeViolations, login, publishPage, waitForIslands } from './fixtures.ts';

// The shop navigation and the cart drawer (issue #10 parts 2, 4, 6): a visitor adds a product on
// its page, the navigation's badge counts it on any page and in a second tab, the drawer (from the
// navigation or the floating button) lists it and works by keyboard, and axe finds nothing serious.

const stamp = Date.now().toString(36);
const shopNavPath = `/site-demo/cart-nav-${stamp}`;
const EVERYWHERE = { desktop: true, mobile: true };
const block = (type: string, id: string, props: Record<string, unknown>) => ({ type, props: { id, ...props } });
const root = { props: { title: 'Cart nav', description: '', theme: 'default', fontFamily: 'default', maxWidth: '1440px', language: 'en' } };

function shopNavPage(withDrawerBlock: boolean) {
  return {
    root,
    content: [
      block('NavMenu', 'NavMenu-shop', {
        title: 'Demo Shop',
        logo: '',
        logoAlt: '',
        homeHref: '/',
        links: [{ label: 'Shop', href: '/products', target: '_self' }],
        sideLinks: [{ label: 'Journal', href: '/data/demo-posts', target: '_self' }],
        ariaLabel: 'Main',
        cart: EVERYWHERE,
        wishlist: EVERYWHERE,
        login: EVERYWHERE,
        userMenu: EVERYWHERE,
      }),
      block('Heading', 'Heading-title', { text: 'A page with the shop navigation', level: 'h1', align: 'start', size: '4xl' }),
      ...(withDrawerBlock ? [block('CartDrawer', 'CartDrawer-main', { showButton: true, corner: 'bottom-right' })] : []),
    ],
  };
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A signed-out visitor's cart and wishlist reads answer 401 (spec 1 §7: no data), which the browser logs.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('status of 401')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('Shop navigation and cart drawer', () => {
  test.beforeAll(async ({ browser }) => {
    const admin = await browser.newPage();
    await login(admin);
    await publishPage(admin, shopNavPath, shopNavPage(false), 'Cart nav');
    await publishPage(admin, `${shopNavPath}-drawer`, shopNavPage(true), 'Cart nav with drawer');
    await admin.close();
  });

  test('add on the product page, see the badge on another page and in a second tab, open the drawer from the navigation', async ({ page, context }) => {
    const errors = watchErrors(page);
    await page.goto(shopNavPath);
    await waitForIslands(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const cartButton = nav.getByRole('button', { name: /^Cart, \d+ items?$/ });
    await expect(cartButton).toHaveAccessibleName('Cart, 0 items');
    // Signed out: the Login button leads through the sign-in endpoint back here.
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/api/auth/signin?callbackURL=${encodeURIComponent(shopNavPath)}`);
    await expectNoSeriousAxeViolations(page);

    // A product page: the first card of the demo shop.
    await page.goto('/site-demo/products');
    await waitForIslands(page);
    const firstProduct = page.locator('[data-product-list] [data-product-card] a').first();
    const productPath = await firstProduct.getAttribute('href');
    expect(productPath).toMatch(/^\/data\/site-demo\/products\//);
    await page.goto(productPath!);
    await waitForIslands(page);
    const purchase = page.locator('[data-product-purchase]');
    await purchase.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await purchase.getByRole('button', { name: 'Add to cart' }).click();
    await expect(purchase.getByRole('status')).toHaveText('Added to cart');
    const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    // Back on a page with only the navigation: the badge counts the two.
    await page.goto(shopNavPath);
    await waitForIslands(page);
    await expect(cartButton).toHaveAccessibleName('Cart, 2 items');
    await expect(cartButton.locator('[data-badge]')).toHaveText('2');

    // A second tab shows the same cart, and follows changes made in the first.
    const second = await context.newPage();
    await second.goto(shopNavPath);
    await waitForIslands(second);
    const secondCart = second.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Cart, / });
    await expect(secondCart).toHaveAccessibleName('Cart, 2 items');

    // The navigation brings the drawer (no CartDrawer block on this page).
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: productName })).toHaveAttribute('href', productPath!);
    await expect(drawer.locator('[data-cart-quantity]')).toHaveText('2');
    await drawer.getByRole('button', { name: `Increase quantity of ${productName}` }).click();
    await expect(drawer.locator('[data-cart-quantity]')).toHaveText('3');
    await expect(secondCart).toHaveAccessibleName('Cart, 3 items');
    await expect(drawer.locator('[data-cart-checkout]')).toHaveText('Proceed to checkout');
    await expectNoSeriousAxeViolations(page, '[data-side-drawer]');

    // Keyboard: Escape closes the drawer and focus returns to the cart button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();
    expect(errors).toEqual([]);
    await second.close();
  });

  test('the floating button of a CartDrawer block opens the one drawer; keyboard only: focus stays inside, clear with confirmation', async ({ page }) => {
    const errors = watchErrors(page);
    // A line of a real demo product straight into storage, as the store keeps it (the drawer's
    // refresh reads the product 500 ms after opening).
    await page.goto('/site-demo/products');
    await waitForIslands(page);
    const productPath = (await page.locator('[data-product-list] [data-product-card] a').first().getAttribute('href'))!;
    const productId = productPath.split('/').at(-1)!;
    await page.goto(`${shopNavPath}-drawer`);
    await waitForIslands(page);
    await page.evaluate((id) => {
      const item = { id, product_id: id, collection: 'products', name: 'E2E line', image: null, price: 12, quantity: 1, addedAt: Date.now(), stock: 5 };
      localStorage.setItem('sitewright-cart:demo', JSON.stringify({ items: [item], updatedAt: Date.now() }));
    }, productId);
    await page.reload();
    await waitForIslands(page);

    const floating = page.locator('[data-cart-button]');
    await expect(floating).toHaveAccessibleName('Cart, 1 item');
    await floating.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    // Only one drawer, though the navigation has a cart button too.
    await expect(page.getByRole('dialog')).toHaveCount(1);

    // Focus is trapped: many Tabs never leave the drawer.
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    // Clear, by keyboard, with its confirmation.
    await drawer.getByRole('button', { name: 'Clear cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByText(CLEAR_CART_CONFIRM)).toBeVisible();
    await drawer.getByRole('button', { name: 'Yes, clear it' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByText(CART_EMPTY_TITLE)).toBeVisible();
    await expect(floating).toHaveAccessibleName('Cart, 0 items');
    await expectNoSeriousAxeViolations(page, '[data-side-drawer]');
    expect(errors).toEqual([]);
  });

  test('signed in, the user menu replaces Login and leads to the auth endpoints; the side menu opens, is axe clean and closes by keyboard', async ({ page }) => {
    const errors = watchErrors(page);
    await login(page);
    await page.goto(shopNavPath);
    await waitForIslands(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const user = nav.getByRole('button', { name: 'Demo Admin' });
    await expect(user).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await user.click();
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    await expect(nav.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/auth/signout');
    await expectNoSeriousAxeViolations(page, 'nav');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeHidden();
    await expect(user).toBeFocused();

    // The side menu (side-only links: its button shows on wide screens too).
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Journal' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Close navigation' })).toBeFocused();
    await expectNoSeriousAxeViolations(page, 'nav');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Journal' })).toBeHidden();
    await expect(menu).toBeFocused();
    expect(errors).toEqual([]);
  });
});
