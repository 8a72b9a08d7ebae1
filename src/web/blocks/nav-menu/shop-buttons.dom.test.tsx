// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line } from '#core/cart/test-fixtures.ts';
import { PENDING_WISHLIST_ACTION_STORAGE_KEY } from '#core/constants.ts';
import { CART_EMPTY_TITLE } from '#core/cart/messages.ts';
import { WISHLIST_EMPTY_TITLE } from '#core/wishlist/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { cartStore, closeCart } from '#web/storefront/cart-store.ts';
import { closeWishlist, navigation, wishlistStore } from '#web/storefront/wishlist-store.ts';
import { registerDrawerHost } from '../cart-drawer/drawer-host.ts';
import { NavMenu } from './nav-menu.tsx';
import { NAV_MENU_DEFAULT_PROPS } from './nav-menu.types.ts';
import { sessionStore } from './session-store.ts';

const dom = setUpDomRoot();
const EVERYWHERE = { desktop: true, mobile: true };
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
  localStorage.clear();
  history.replaceState(null, '', '/site-abc/shop');
});
afterEach(() => {
  act(() => {
    closeCart();
    closeWishlist();
    cartStore.set((state) => ({ ...state, items: [] }));
  });
  vi.unstubAllGlobals();
});

async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Waits (inside act) for a panel loaded on demand to show. */
async function settle(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ready(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

async function renderNav(): Promise<void> {
  await act(async () => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} cart={EVERYWHERE} wishlist={EVERYWHERE} />));
  await flush();
}

const cartButton = (): HTMLButtonElement => dom.container.querySelector<HTMLButtonElement>('[data-nav-cart]')!;
const dialog = (): HTMLElement | null => document.body.querySelector('[role="dialog"][aria-modal="true"][data-side-drawer], [data-side-drawer] [role="dialog"]');

describe('NavMenu cart and wishlist buttons', () => {
  it('show the counts as badges (99+ above 99) and say them in their names', async () => {
    await renderNav();
    expect(cartButton().querySelector('[data-badge]')).toBeNull();
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 0 items');
    act(() => cartStore.set((state) => ({ ...state, items: [line({ quantity: 150 })] })));
    expect(cartButton().querySelector('[data-badge]')!.textContent).toBe('99+');
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 150 items');
  });

  it('opens the drawer from the cart button when no CartDrawer block is on the page', async () => {
    await renderNav();
    act(() => cartButton().click());
    await settle(() => dialog() !== null);
    expect(dialog()?.textContent).toContain(CART_EMPTY_TITLE);
  });

  it('leaves the drawer to a CartDrawer block when the page has one', async () => {
    const unregister = registerDrawerHost();
    await renderNav();
    act(() => cartButton().click());
    await flush();
    expect(dialog()).toBeNull();
    act(() => unregister());
  });

  it('signed out, the wishlist button stores the request and goes to sign-in with the callback and the wishlist flag', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    await renderNav();
    await act(async () => dom.container.querySelector<HTMLButtonElement>('[data-nav-wishlist]')!.click());
    await flush();
    expect(assign).toHaveBeenCalledWith(`/api/auth/signin?callbackURL=${encodeURIComponent('/site-abc/shop?wishlist=1')}`);
    expect(JSON.parse(localStorage.getItem(PENDING_WISHLIST_ACTION_STORAGE_KEY)!)).toMatchObject({ type: 'toggle_overlay' });
    assign.mockRestore();
  });

  it('signed in, the wishlist button opens the wishlist panel', async () => {
    signedIn = true;
    await act(async () => {
      await import('#web/storefront/wishlist-store.ts').then((module) => module.reloadWishlistFromServer());
    });
    expect(wishlistStore.get().auth).toBe('signed-in');
    await renderNav();
    await act(async () => dom.container.querySelector<HTMLButtonElement>('[data-nav-wishlist]')!.click());
    await settle(() => dialog() !== null);
    expect(dialog()?.textContent).toContain(WISHLIST_EMPTY_TITLE);
  });
});
