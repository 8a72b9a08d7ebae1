import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { OUTSIDE_CLICK_DELAY_MS } from '../../src/core/constants.ts';
import { hydratedIslands, login, publishPage, waitForIslands } from './fixtures.ts';
import { contentOnlyPage, dropdownsWithoutIdsPage, islandsPage } from './islands-page.ts';

// Visitors' pages hydrate only their interactive blocks, each as its own React root inside an
// <sw-island>, from the islands runtime; React Router's client never loads there.

const stamp = Date.now().toString(36);
const islandsPath = `/site-demo/islands-${stamp}`;
const contentPath = `/site-demo/islands-static-${stamp}`;
const withoutIdsPath = `/site-demo/islands-no-ids-${stamp}`;
const ISLANDS = ['alert', 'alert', 'button', 'carousel', 'dropdown-menu', 'dropdown-menu', 'image-gallery', 'nav-menu'];
const ISLAND_SCRIPT = /^\/assets\/[\w.-]+\.js$/;
const RUNTIME_SCRIPT = /^\/assets\/runtime\.client-[\w-]+\.js$/;
const ROUTER_CLIENT = /entry\.client|\/root-/;

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Script files the page requests, by path, until `stop()`. */
function watchScripts(page: Page): { scripts: string[]; stop: () => void } {
  const scripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  return { scripts, stop: () => page.off('request', onRequest) };
}

/**
 * Remembers every node the HTML parser inserts. The parser is done before any module script runs
 * (readyState leaves 'loading' first), so no island has hydrated yet: an element of an island
 * missing from the set afterwards was rendered by the browser, not hydrated.
 */
async function rememberParsedNodes(page: Page) {
  await page.addInitScript(() => {
    const parsed = new WeakSet<Node>();
    const remember = (records: MutationRecord[]) => records.forEach((record) => record.addedNodes.forEach((node) => parsed.add(node)));
    const observer = new MutationObserver(remember);
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'readystatechange',
      () => {
        remember(observer.takeRecords());
        observer.disconnect();
      },
      { once: true },
    );
    (window as unknown as { __parsedNodes: WeakSet<Node> }).__parsedNodes = parsed;
  });
}

const isHydrated = async (page: Page, name: string) => (await hydratedIslands(page)).includes(name);

/** Opens the page and waits until every island on it has hydrated. */
async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForIslands(page);
}

const focusedInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.querySelector(s)?.contains(document.activeElement)), selector);

/** Keys React puts on the DOM nodes it owns (fibers, props, root containers). */
const reactKeysOf = (page: Page, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].flatMap((element) => Object.keys(element).filter((key) => key.startsWith('__react'))), selector);

test.describe('islands on a published page', () => {
  let problems: string[] = [];

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await login(page);
    await publishPage(page, islandsPath, islandsPage(), 'Islands');
    await publishPage(page, contentPath, contentOnlyPage(), 'No islands');
    await publishPage(page, withoutIdsPath, dropdownsWithoutIdsPage(), 'Islands without block ids');
    await page.close();
  });

  test.beforeEach(({ page }) => {
    problems = watchConsole(page);
  });

  test.afterEach(() => {
    expect(problems, 'console errors, warnings or uncaught errors').toEqual([]);
  });

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

  test('Carousel: previous and next by mouse, arrow keys and the keyboard on its controls', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const region = page.getByRole('region', { name: 'Featured products' });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveClass(/swiper-initialized/);
    const next = page.getByRole('button', { name: 'Next slide' });
    const previous = page.getByRole('button', { name: 'Previous slide' });
    /** The slide shown: Swiper's active one, once it has slid into place (a looping Swiper ignores moves while it slides). */
    const expectShown = async (index: number) => {
      await expect(region.locator('.swiper-slide-active')).toHaveAttribute('data-slide-index', String(index));
      await expect
        .poll(() => region.evaluate((element) => Math.round(element.querySelector('.swiper-slide-active')!.getBoundingClientRect().left - element.getBoundingClientRect().left)))
        .toBe(0);
    };
    await expectShown(0);

    await next.click();
    await expectShown(1);
    await next.click();
    await expectShown(2);
    await previous.click();
    await expectShown(1);

    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expectShown(2);
    await page.keyboard.press('ArrowLeft');
    await expectShown(1);

    await next.focus();
    await page.keyboard.press('Enter');
    await expectShown(2);
    await previous.focus();
    await page.keyboard.press('Space');
    await expectShown(1);
    // Looping: before the first slide comes the last.
    await previous.click();
    await expectShown(0);
    await previous.click();
    await expectShown(4);
  });

  test('ImageGallery: a thumbnail opens the lightbox, which moves between images; Escape closes it and restores focus', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });

    // Mouse.
    const first = page.getByRole('button', { name: 'View larger: Image 1' });
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(dialog('Image 1')).toBeVisible();
    await expect(dialog('Image 1')).toContainText('1 / 4');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog('Image 2')).toBeVisible();
    await expect(dialog('Image 2').getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog('Image 1')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(first).toBeFocused();

    // Keyboard.
    const third = page.getByRole('button', { name: 'View larger: Image 3' });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(dialog('Image 3')).toBeVisible();
    await expect.poll(() => focusedInside(page, '[role="dialog"]'), { timeout: 1000 }).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(dialog('Image 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog('Image 1')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog('Image 4')).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, '[role="dialog"]')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(third).toBeFocused();
  });

  test('Button with a modal: opens a dialog, traps focus, closes by Escape and by its button, restores focus', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const opener = page.getByRole('button', { name: 'Open details' });
    const dialog = page.getByRole('dialog', { name: 'Details' });

    // Mouse.
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('More about this page.');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Keyboard.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedInside(page, '[role="dialog"]'), { timeout: 1000 }).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, '[role="dialog"]')).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInside(page, '[role="dialog"]')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(opener).toBeFocused();
  });

  test('Button in a dark section: the island takes the section’s preset, as the static button beside it does', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const island = page.getByRole('button', { name: 'Open details' });
    const staticLink = page.getByRole('link', { name: 'Read more' });
    expect(await island.getAttribute('class')).toBe(await staticLink.getAttribute('class'));
  });

  test('Alert: dismissed by a click and by the keyboard, each on its own', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const mouseAlert = page.getByRole('alert').filter({ hasText: 'Mouse alert' });
    const keyboardAlert = page.getByRole('status').filter({ hasText: 'Keyboard alert' });

    await mouseAlert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(mouseAlert).toHaveCount(0);
    await expect(keyboardAlert).toBeVisible();

    await keyboardAlert.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await expect(keyboardAlert).toHaveCount(0);
    // Focus moved on to the next tab stop instead of falling back to the top of the page.
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  });
});

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page);
  return page;
}

/** The page's only script is the islands runtime; it and what it loads are island chunks. */
async function expectIslandScriptsOnly(page: Page, path: string) {
  const { scripts, stop } = watchScripts(page);
  await gotoHydrated(page, path);
  stop();
  expect(scripts.filter((script) => RUNTIME_SCRIPT.test(script)), path).toHaveLength(1);
  expect(scripts.filter((script) => !ISLAND_SCRIPT.test(script) || ROUTER_CLIENT.test(script)), path).toEqual([]);
  const dom = await page.evaluate(async () => {
    const sameOriginPath = (href: string) => {
      const url = new URL(href, location.href);
      return url.origin === location.origin ? url.pathname : url.href;
    };
    const modulepreloads = (root: Document) => [...root.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => sameOriginPath(link.getAttribute('href') ?? ''));
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    return {
      scripts: [...document.scripts].map((script) => ({ src: script.getAttribute('src'), type: script.type, text: script.text })),
      // As the server sent them, and as they are now (chunks loaded later, such as Swiper's, add theirs).
      servedModulepreloads: modulepreloads(served),
      modulepreloads: modulepreloads(document),
      routerGlobals: ['__reactRouterContext', '__reactRouterManifest', '__reactRouterRouteModules'].filter((name) => name in window),
    };
  });
  expect(dom.scripts, path).toEqual([{ src: expect.stringMatching(RUNTIME_SCRIPT), type: 'module', text: '' }]);
  expect(dom.servedModulepreloads.length, path).toBeGreaterThan(0);
  for (const preloads of [dom.servedModulepreloads, dom.modulepreloads]) {
    expect(preloads.filter((href) => !ISLAND_SCRIPT.test(href) || ROUTER_CLIENT.test(href)), path).toEqual([]);
  }
  expect(dom.routerGlobals, path).toEqual([]);
}
