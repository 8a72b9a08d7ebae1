// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTSIDE_CLICK_DELAY_MS } from '#core/constants.ts';
import { SIDE_MENU_AUTO_CLOSE_INTERVAL_MS } from '#core/navigation/nav-messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { NavMenu } from './nav-menu.tsx';
import { NAV_MENU_DEFAULT_PROPS } from './nav-menu.types.ts';
import { sessionStore } from '#web/site/session-store.ts';

const dom = setUpDomRoot();

beforeEach(() => {
  // Known up front: these tests are about the menu, not the sign-in request (account-menu.dom.test.tsx).
  sessionStore.set({ status: 'unauthenticated' });
  history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Clicks the menu button and waits for the open menu's code (loaded on first opening, side-menu.ts). */
async function click(button: HTMLElement): Promise<void> {
  await act(async () => {
    button.click();
    await import('./side-menu.ts');
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  });
}

async function openMenu(): Promise<{ button: HTMLButtonElement; panel: HTMLElement }> {
  const button = dom.container.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  await click(button);
  return { button, panel: document.getElementById(button.getAttribute('aria-controls')!)! };
}

describe('NavMenu side menu', () => {
  it('opens with the button, closes with Escape and returns focus to the button', async () => {
    act(() => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />));
    const button = dom.container.querySelector<HTMLButtonElement>('button[aria-controls]')!;
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.getAttribute('role')).toBe('region');
    expect(document.activeElement).toBe(panel.querySelector('button[aria-label="Close navigation"]'));

    panel.querySelector('a')!.focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes with its close button', async () => {
    act(() => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />));
    const { button, panel } = await openMenu();
    act(() => panel.querySelector<HTMLButtonElement>('button[aria-label="Close navigation"]')!.click());
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside it, once the opening click is over', async () => {
    vi.useFakeTimers();
    act(() => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />));
    const { panel } = await openMenu();
    act(() => vi.advanceTimersByTime(OUTSIDE_CLICK_DELAY_MS));
    act(() => panel.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true })));
    expect(panel.hidden).toBe(false);
    act(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true })));
    expect(panel.hidden).toBe(true);
  });

  it('closes when focus moves out of it (it is a disclosure, not a modal)', async () => {
    act(() => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />));
    const { panel } = await openMenu();
    const logo = dom.container.querySelector<HTMLAnchorElement>('[data-logo]')!;
    act(() => panel.querySelector('a')!.focus());
    expect(panel.hidden).toBe(false);
    act(() => logo.focus());
    expect(panel.hidden).toBe(true);
  });

  it('closes when a link in the panel is followed', async () => {
    act(() => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} links={[{ label: 'Top', href: '#top', target: '_self' }]} />));
    const { button, panel } = await openMenu();
    act(() => panel.querySelector('a')!.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the address changes without a page load, but not on edit pages', async () => {
    vi.useFakeTimers();
    act(() => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />));
    const { panel } = await openMenu();
    history.pushState(null, '', '/#elsewhere');
    act(() => vi.advanceTimersByTime(SIDE_MENU_AUTO_CLOSE_INTERVAL_MS));
    expect(panel.hidden).toBe(true);

    history.replaceState(null, '', '/site-abc/about/edit');
    await openMenu();
    history.pushState(null, '', '/site-abc/about/edit#x');
    act(() => vi.advanceTimersByTime(SIDE_MENU_AUTO_CLOSE_INTERVAL_MS * 3));
    expect(panel.hidden).toBe(false);
    act(() => panel.querySelector('a')!.click());
    expect(panel.hidden).toBe(false);
  });

  it('lists side-only links in the panel, and then offers the menu button on wide screens too', async () => {
    act(() =>
      dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} links={[{ label: 'Shop', href: '/shop', target: '_self' }]} sideLinks={[{ label: 'FAQ', href: '/faq', target: '_self' }]} />),
    );
    const { button, panel } = await openMenu();
    expect(button.className).not.toContain('md:hidden');
    const items = [...panel.querySelectorAll('li')].map((li) => [li.textContent, li.className]);
    expect(items).toEqual([
      ['Shop', 'md:hidden'],
      ['FAQ', ''],
    ]);
  });
});
