import { expect, test } from '@playwright/test';
import { hydratedIslands, waitForIslands } from './fixtures.ts';
import { contentPath, expectIslandScriptsOnly, gotoHydrated, isHydrated, ISLANDS, islandsPath, reactKeysOf, rememberParsedNodes, setUpIslandsPages, signedInPage, watchConsole, watchScripts } from './islands-kit.ts';

// Visitors' pages hydrate only their interactive blocks, each as its own React root inside an
// <sw-island>, from the islands runtime; React Router's client never loads there.

test.describe('islands on a published page', () => {
  setUpIslandsPages();

  test('every island hydrates the server HTML, each its own root, and static blocks stay outside React', async ({ page }) => {
    await rememberParsedNodes(page);
    const response = await page.goto(islandsPath);
    expect(response?.status()).toBe(200);
    expect(await page.locator('sw-island').evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')).sort())).toEqual(ISLANDS);

    // 'load' islands hydrate at once; the 'visible' ones, far below the fold, wait to be scrolled to.
    await expect.poll(() => isHydrated(page, 'nav-menu')).toBe(true);
    await expect.poll(() => isHydrated(page, 'dropdown-menu')).toBe(true);
    expect(await isHydrated(page, 'carousel')).toBe(false);
    expect(await isHydrated(page, 'image-gallery')).toBe(false);
    await waitForIslands(page);
    expect((await hydratedIslands(page)).sort()).toEqual(ISLANDS);
    // Swiper, loaded by the hydrated carousel, took over its markup.
    await expect(page.getByRole('region', { name: 'Featured products' })).toHaveClass(/swiper-initialized/);

    const ownership = await page.evaluate(() => {
      const parsed = (window as unknown as { __parsedNodes: WeakSet<Node> }).__parsedNodes;
      const owned = [...document.querySelectorAll('*')].filter((element) => Object.keys(element).some((key) => /^__react(Container|Fiber)/.test(key)));
      const inIslands = owned.filter((element) => element.closest('sw-island') !== null && element.tagName !== 'SW-ISLAND');
      return {
        outsideIslands: owned.filter((element) => element.closest('sw-island') === null).map((element) => element.outerHTML.slice(0, 120)),
        rootsNotIslands: owned
          .filter((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')) && element.tagName !== 'SW-ISLAND')
          .map((element) => element.tagName),
        islandElements: inIslands.length,
        renderedInBrowser: inIslands.filter((element) => !parsed.has(element)).map((element) => element.outerHTML.slice(0, 120)),
      };
    });
    expect(ownership.outsideIslands).toEqual([]);
    expect(ownership.rootsNotIslands).toEqual([]);
    expect(ownership.islandElements).toBeGreaterThan(50);
    // Hydration adopted the server's elements; none was thrown away and rendered again.
    expect(ownership.renderedInBrowser).toEqual([]);

    // The static blocks, including those around and between islands, carry no React key at all.
    await expect(page.getByRole('heading', { name: 'Islands on one page', level: 1 })).toBeVisible();
    for (const selector of ['h1', 'section', 'section > div', 'div[style*="--columns-template"]', 'div[style*="--columns-template"] > div', 'p:not(sw-island p)', 'html', 'body']) {
      expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
      expect(await reactKeysOf(page, selector), selector).toEqual([]);
    }
  });

  test('loads only the islands runtime and its chunks, never React Router’s client, for visitors and in the draft preview', async ({ page, browser }) => {
    await expectIslandScriptsOnly(page, islandsPath);
    // The second visit is served from the page cache: the same scripts.
    await expectIslandScriptsOnly(page, islandsPath);
    const editor = await signedInPage(browser);
    const editorProblems = watchConsole(editor);
    await expectIslandScriptsOnly(editor, `/view-draft${islandsPath}`);
    expect(editorProblems).toEqual([]);
    await editor.context().close();
  });

  test('a content-only page loads no script and preloads nothing, even with static Buttons and Alerts', async ({ page }) => {
    for (const [path, heading] of [[contentPath, 'Nothing to hydrate']] as const) {
      const { scripts, stop } = watchScripts(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await page.waitForLoadState('load');
      stop();
      expect(scripts, path).toEqual([]);
      const dom = await page.evaluate(() => ({
        scripts: document.querySelectorAll('script').length,
        modulepreloads: document.querySelectorAll('link[rel="modulepreload"]').length,
        islands: document.querySelectorAll('sw-island').length,
        react: [...document.querySelectorAll('*')].filter((element) => Object.keys(element).some((key) => key.startsWith('__react'))).length,
      }));
      expect(dom, path).toEqual({ scripts: 0, modulepreloads: 0, islands: 0, react: 0 });
    }
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('NavMenu: the menu disclosure opens by mouse and keyboard; Escape closes it and returns focus', async ({ page }) => {
      await gotoHydrated(page, islandsPath);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Menu' });
      const about = nav.getByRole('link', { name: 'About' }).filter({ visible: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toHaveCount(0);

      // Mouse: the button toggles the panel it controls.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(about).toBeVisible();
      expect(await page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).isVisible()).toBe(true);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toHaveCount(0);

      // Keyboard: Enter opens, Tab enters the panel, Escape closes it and focus goes back to the button.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Home' }).filter({ visible: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(about).toHaveCount(0);
      // Escape on the button itself closes it too.
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });
  });
});
