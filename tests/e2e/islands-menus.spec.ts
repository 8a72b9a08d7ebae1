import { expect, test } from '@playwright/test';
import { OUTSIDE_CLICK_DELAY_MS } from '../../src/core/constants.ts';
import { gotoHydrated, islandsPath, setUpIslandsPages, withoutIdsPath } from './islands-kit.ts';

// Visitors' pages hydrate only their interactive blocks, each as its own React root inside an
// <sw-island>, from the islands runtime; React Router's client never loads there.

// The NavMenu on a wide screen and the DropdownMenu islands.

test.describe('islands on a published page', () => {
  setUpIslandsPages();

  test('NavMenu: on a wide screen the links are in the bar and the disclosure is hidden', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'About' }).filter({ visible: true })).toHaveAttribute('href', '/site-demo/about');
  });

  test('DropdownMenu: two on one page both work by keyboard and mouse, with distinct ids that match the server HTML', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const shop = page.getByRole('button', { name: 'Shop' });
    const help = page.getByRole('button', { name: 'Help' });
    const shopMenu = page.getByRole('menu', { name: 'Shop' });
    const helpMenu = page.getByRole('menu', { name: 'Help' });

    // Keyboard: Enter opens on the first item, arrows move, Escape closes back to the button.
    await shop.focus();
    await page.keyboard.press('Enter');
    await expect(shopMenu).toBeVisible();
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await expect(shopMenu.getByRole('menuitem', { name: 'Shirts' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(shopMenu.getByRole('menuitem', { name: 'Lamps' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(shopMenu.getByRole('menuitem', { name: 'Shirts' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(shopMenu.getByRole('menuitem', { name: 'Mugs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shopMenu).toBeHidden();
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
    await expect(shop).toBeFocused();
    await expect(helpMenu).toBeHidden();

    // The second one, by keyboard too: ArrowUp opens on its last item.
    await help.focus();
    await page.keyboard.press('ArrowUp');
    await expect(helpMenu.getByRole('menuitem', { name: 'Shipping' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(help).toBeFocused();

    // Mouse: a click opens one; a click on the other closes the first (outside click) and opens the second.
    await shop.click();
    await expect(shopMenu).toBeVisible();
    // The outside-click listener starts after this delay, so the opening press cannot close the menu.
    await page.waitForTimeout(OUTSIDE_CLICK_DELAY_MS);
    await help.click();
    await expect(shopMenu).toBeHidden();
    await expect(helpMenu).toBeVisible();
    await expect(helpMenu.getByRole('menuitem', { name: 'FAQ' })).toHaveAttribute('href', '/site-demo/faq');
    await help.click();
    await expect(helpMenu).toBeHidden();

    // useId: each island has its own ids (its block id is its prefix), the same in the server's HTML
    // and in the props React computed while hydrating.
    const ids = await page.evaluate(async () => {
      const server = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
      const clientId = (element: Element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactProps'));
        return key ? ((element as unknown as Record<string, { id?: unknown }>)[key]?.id ?? null) : null;
      };
      // The ids the server rendered (Swiper adds one of its own in the browser).
      const rendered = [...server.querySelectorAll('sw-island [id]')].map((element) => element.id);
      const references = [...document.querySelectorAll('sw-island [aria-controls], sw-island [aria-labelledby]')].flatMap((element) =>
        ['aria-controls', 'aria-labelledby'].map((name) => element.getAttribute(name)).filter((value) => value !== null),
      );
      const dropdowns = [...document.querySelectorAll('sw-island[data-island="dropdown-menu"]')].map((island) => ({
        button: island.querySelector('button')?.id,
        controls: island.querySelector('button')?.getAttribute('aria-controls'),
        menu: island.querySelector('[role="menu"]')?.id,
        labelledBy: island.querySelector('[role="menu"]')?.getAttribute('aria-labelledby'),
      }));
      return {
        rendered,
        onPage: [...document.querySelectorAll('[id]')].map((element) => element.id),
        missing: rendered.filter((id) => document.getElementById(id) === null),
        mismatched: rendered.flatMap((id) => {
          const element = document.getElementById(id);
          return element !== null && clientId(element) !== id ? [`${id} != ${String(clientId(element))}`] : [];
        }),
        dangling: references.filter((id) => document.getElementById(id) === null),
        dropdowns,
      };
    });
    // The dropdowns' buttons and menus (the navigation's side menu is static HTML beside its island).
    expect(ids.rendered.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids.onPage).size).toBe(ids.onPage.length);
    expect(ids.missing).toEqual([]);
    expect(ids.mismatched).toEqual([]);
    expect(ids.dangling).toEqual([]);
    expect(ids.dropdowns).toHaveLength(2);
    const [first, second] = ids.dropdowns;
    expect(first?.button).not.toBe(second?.button);
    expect(first?.menu).not.toBe(second?.menu);
    for (const dropdown of ids.dropdowns) {
      expect(dropdown.controls).toBe(dropdown.menu);
      expect(dropdown.labelledBy).toBe(dropdown.button);
    }
  });

  test('DropdownMenu: two stored without block ids still get ids of their own', async ({ page }) => {
    await gotoHydrated(page, withoutIdsPath);
    const dropdowns = await page.locator('sw-island[data-island="dropdown-menu"]').evaluateAll((islands) =>
      islands.map((island) => ({
        prefix: island.getAttribute('data-prefix'),
        button: island.querySelector('button')?.id,
        controls: island.querySelector('button')?.getAttribute('aria-controls'),
        menu: island.querySelector('[role="menu"]')?.id,
      })),
    );
    expect(dropdowns).toHaveLength(2);
    expect(new Set(dropdowns.map((dropdown) => dropdown.prefix)).size).toBe(2);
    expect(new Set(dropdowns.flatMap((dropdown) => [dropdown.button, dropdown.menu])).size).toBe(4);
    for (const dropdown of dropdowns) expect(dropdown.controls).toBe(dropdown.menu);
    for (const [label, item] of [
      ['Shop', 'Shirts'],
      ['Help', 'FAQ'],
    ] as const) {
      await page.getByRole('button', { name: label }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu', { name: label }).getByRole('menuitem', { name: item })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: label })).toBeFocused();
    }
  });
});
