// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line } from '#core/cart/test-fixtures.ts';
import { CART_BROADCAST_CHANNEL, PENDING_WISHLIST_ACTION_STORAGE_KEY } from '#core/constants.ts';
import { CART_EMPTY_TITLE } from '#core/cart/messages.ts';
import { WISHLIST_EMPTY_TITLE } from '#core/wishlist/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { cartStore, closeCart } from '#web/storefront/cart-store.ts';
import { closeWishlist, navigation } from '#web/storefront/wishlist-store.ts';
import { registerDrawerHost } from '../cart-drawer/drawer-host.ts';
import { NavMenu } from './nav-menu.tsx';
import { NAV_MENU_DEFAULT_PROPS } from './nav-menu.types.ts';
import { sessionStore } from '#web/site/session-store.ts';

const dom = setUpDomRoot();
const EVERYWHERE = { desktop: true, mobile: true };
const HIDDEN = { desktop: false, mobile: false };
let signedIn = false;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/get-session') return json(signedIn ? { user: { name: 'Ada', email: 'ada@example.com' } } : null);
      if (!signedIn) return json({ error: 'Sign in first' }, 401);
      return json({ items: init?.method === 'POST' ? JSON.parse(String(init.body)).items : [] });
    }),
  );
  sessionStore.set({ status: 'unauthenticated' });
  history.replaceState(null, '', '/site-abc/shop');
});
afterEach(() => {
  act(() => {
    closeCart();
    closeWishlist();
  });
  vi.unstubAllGlobals();
});

/** Waits (inside act) until `ready`, for what loads on demand or arrives over a channel. */
async function settle(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ready(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

async function renderNav(): Promise<void> {
  await act(async () => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} login={HIDDEN} userMenu={HIDDEN} cart={EVERYWHERE} wishlist={EVERYWHERE} />));
  // The visitor's buttons load after hydration (nav-personal.tsx).
  await settle(() => dom.container.querySelector('[data-nav-cart]') !== null);
}

const cartButton = (): HTMLButtonElement => dom.container.querySelector<HTMLButtonElement>('[data-nav-cart]')!;
const dialog = (): HTMLElement | null => document.body.querySelector('[data-side-drawer] [role="dialog"]');

describe('NavMenu cart and wishlist buttons', () => {
  it('show the stored count as a badge (99+ above 99), updated by the cart store in any tab, and say it in their names', async () => {
    await renderNav();
    expect(cartButton().querySelector('[data-badge]')).toBeNull();
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 0 items');
    // Lists are named per site (decision 022): this page is on site abc.
    const otherTab = new BroadcastChannel(`${CART_BROADCAST_CHANNEL}:abc`);
    otherTab.postMessage({ items: [line({ quantity: 150, addedAt: Date.now() })], updatedAt: Date.now() });
    await settle(() => cartButton().querySelector('[data-badge]') !== null);
    expect(cartButton().querySelector('[data-badge]')!.textContent).toBe('99+');
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 150 items');
    // An older copy (a slower tab) does not win over a newer one.
    otherTab.postMessage({ items: [line({ quantity: 2, addedAt: Date.now() })], updatedAt: 1 });
    for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(cartButton().querySelector('[data-badge]')!.textContent).toBe('99+');
    otherTab.close();
  });

  it('loads no store until the cart is opened, then opens the drawer when no CartDrawer block is on the page', async () => {
    await renderNav();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/cart')).toBe(false);
    act(() => cartButton().click());
    await settle(() => dialog() !== null);
    expect(dialog()?.textContent).toContain(CART_EMPTY_TITLE);
    act(() => cartStore.set((state) => ({ ...state, items: [line({ quantity: 3, addedAt: Date.now() })], updatedAt: Date.now() })));
    expect(dialog()?.querySelector('[data-cart-quantity]')?.textContent).toBe('3');
  });

  it('opens on a cart-open event from another island', async () => {
    await renderNav();
    await act(async () => {
      window.dispatchEvent(new CustomEvent('cart-open'));
      await import('./nav-cart.tsx');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await settle(() => dialog() !== null);
    expect(dialog()).not.toBeNull();
  });

  it('leaves the drawer to a CartDrawer block when the page has one', async () => {
    const unregister = registerDrawerHost();
    await renderNav();
    act(() => cartButton().click());
    for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog()).toBeNull();
    act(() => unregister());
  });

  it('signed out, the wishlist button stores the request and goes to sign-in with the callback and the wishlist flag', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    await renderNav();
    act(() => dom.container.querySelector<HTMLButtonElement>('[data-nav-wishlist]')!.click());
    await settle(() => assign.mock.calls.length > 0);
    expect(assign).toHaveBeenCalledWith(`/api/auth/signin?callbackURL=${encodeURIComponent('/site-abc/shop?wishlist=1')}`);
    expect(JSON.parse(localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY)!)).toMatchObject({ type: 'toggle_overlay' });
    assign.mockRestore();
  });

  it('signed in, the stores load at once (server sync) and the wishlist button opens the wishlist panel', async () => {
    signedIn = true;
    sessionStore.set({ status: 'authenticated', user: { name: 'Ada', email: 'ada@example.com' } });
    await renderNav();
    await settle(() => vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/wishlist'));
    const { wishlistStore } = await import('#web/storefront/wishlist-store.ts');
    await settle(() => wishlistStore.get().auth === 'signed-in');
    act(() => dom.container.querySelector<HTMLButtonElement>('[data-nav-wishlist]')!.click());
    await settle(() => dialog() !== null);
    expect(dialog()?.textContent).toContain(WISHLIST_EMPTY_TITLE);
  });
});
