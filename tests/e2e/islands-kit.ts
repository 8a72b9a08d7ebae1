import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { hydratedIslands, login, publishPage, waitForIslands } from './fixtures.ts';
import { contentOnlyPage, dropdownsWithoutIdsPage, islandsPage } from './islands-page.ts';

// Helpers of the islands specs: the pages they publish, console and script watchers, and checks.

export const stamp = Date.now().toString(36);
export const islandsPath = `/site-demo/islands-${stamp}`;
export const contentPath = `/site-demo/islands-static-${stamp}`;
export const withoutIdsPath = `/site-demo/islands-no-ids-${stamp}`;
export const ISLANDS = ['alert', 'alert', 'button', 'carousel', 'dropdown-menu', 'dropdown-menu', 'image-gallery', 'nav-menu'];
export const ISLAND_SCRIPT = /^\/assets\/[\w.-]+\.js$/;
export const RUNTIME_SCRIPT = /^\/assets\/runtime\.client-[\w-]+\.js$/;
export const ROUTER_CLIENT = /entry\.client|\/root-/;

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Script files the page requests, by path, until `stop()`. */
export function watchScripts(page: Page): { scripts: string[]; stop: () => void } {
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
export async function rememberParsedNodes(page: Page) {
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

export const isHydrated = async (page: Page, name: string) => (await hydratedIslands(page)).includes(name);

/** Opens the page and waits until every island on it has hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForIslands(page);
}

export const focusedInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.querySelector(s)?.contains(document.activeElement)), selector);

/** Keys React puts on the DOM nodes it owns (fibers, props, root containers). */
export const reactKeysOf = (page: Page, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].flatMap((element) => Object.keys(element).filter((key) => key.startsWith('__react'))), selector);

/** Publishes the three pages before the describe's tests, and fails each test that logs a console error or warning. */
export function setUpIslandsPages() {
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
}

export async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page);
  return page;
}

/** The page's only script is the islands runtime; it and what it loads are island chunks. */
export async function expectIslandScriptsOnly(page: Page, path: string) {
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
