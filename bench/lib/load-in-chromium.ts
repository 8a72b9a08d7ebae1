import type { Browser } from '@playwright/test';

/** Same-origin JS and CSS Chromium fetched while the page loaded and every island hydrated. */
export async function loadInChromium(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts: string[] = [];
  const styles: string[] = [];
  const errors: string[] = [];
  // Scripts and styles requested and not yet answered; when the last of them settled.
  const pending = new Set<unknown>();
  let settledAt = Date.now();
  const isAsset = (type: string) => type === 'script' || type === 'stylesheet';
  page.on('request', (request) => {
    if (isAsset(request.resourceType())) pending.add(request);
  });
  const settle = (request: unknown) => {
    if (pending.delete(request)) settledAt = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const responseUrl = new URL(response.url());
    if (responseUrl.origin !== origin) return;
    const type = response.request().resourceType();
    if (type === 'script' && !scripts.includes(responseUrl.pathname)) scripts.push(responseUrl.pathname);
    if (type === 'stylesheet' && !styles.includes(responseUrl.pathname)) styles.push(responseUrl.pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  // `visible` islands hydrate when they scroll into view: scroll through the page.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForFunction(
    () => performance.getEntriesByType('measure').filter((m) => m.name.startsWith('island:')).length >= document.querySelectorAll('sw-island').length,
    undefined,
    { timeout: 20_000 },
  );
  // What islands load after hydrating (Swiper, the navigation's shop buttons) starts in their effects:
  // wait until no script or style is in flight and none was for a second. Not 'networkidle': the
  // product page (f) did not reach it within 30 s.
  const deadline = Date.now() + 20_000;
  while (pending.size > 0 || Date.now() - settledAt < 1_000) {
    if (Date.now() > deadline) throw new Error(`${url}: scripts still loading after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const hydrated = await page.evaluate(() => performance.getEntriesByType('measure').filter((m) => m.name.startsWith('island:')).map((m) => m.name.slice('island:'.length)).sort());
  await context.close();
  return { scripts, styles, errors, hydrated };
}
