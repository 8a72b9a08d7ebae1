import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { VERIFICATION_MAIL_SUBJECT } from '../../src/core/auth/messages.ts';

export { E2E_ADMIN };

/** Signs in through the real login form and waits for the destination. */
export async function login(page: Page, { email, password } = E2E_ADMIN, destination: RegExp = /\/dashboard$/) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(destination);
}

/** The version a page is published at (0: none yet), which POST /api/editor wants as its baseVersion. */
export async function publishedVersion(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`/api/editor${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { version: number }).version;
}

/** Publishes a page document at `path` through the editor API, as the signed-in user of `page`. */
export async function publishPage(page: Page, path: string, data: unknown, title = 'E2E page') {
  const response = await page.request.post('/api/editor', {
    headers: origin(page),
    data: { data, path, pathWithNoSite: '', title, description: '', is_template: false, is_system: false, baseVersion: await publishedVersion(page, path) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Names of the page's islands (`<sw-island data-island>`) that have hydrated: each is then a React root. */
export function hydratedIslands(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('sw-island')]
      .filter((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer')))
      .map((island) => island.getAttribute('data-island') ?? ''),
  );
}

/**
 * Scrolls through the page half a screen at a time, as a reader would, so that every island that
 * hydrates when visible comes into view, then waits until every island has hydrated.
 */
export async function waitForIslands(page: Page) {
  await page.evaluate(async () => {
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight / 2);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('sw-island')].every((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer'))),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The Origin header a state-changing API request from the signed-in page must carry. */
/** The prebuilt server `npm start` runs (scripts/build-server.ts); playwright.config.ts's web server builds it first. */
export const SERVER_BUNDLE = 'build/node/main.js';

export const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/**
 * Headers that make a browser context a client of its own network (the e2e server trusts its host
 * as a proxy): per-network bounds, such as the three offline orders a shop holds per network, then
 * count each spec's buyer apart from the others', retries included. `n` picks 198.51.100.n.
 */
export const ownNetwork = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });

/** A sonner toast that shows `text`. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * No serious or critical axe violation on the page, or inside `selector` when given. A page with a
 * frame sandboxed without scripts (the buyer mails' preview in the site settings) is checked without
 * going into frames: axe cannot run inside such a frame and would wait for it forever; the frame
 * element itself (its title) is still checked, and its content can be checked in a page of its own.
 */
export async function expectNoSeriousAxeViolations(page: Page, selector?: string) {
  // Dialogs and toasts fade in: contrast measured halfway through would see washed-out text.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));
  // The preview's section counts too: its frame may appear while axe runs.
  const scriptlessFrames = await page.locator('iframe[sandbox]:not([sandbox*="allow-scripts"]), [data-mail-preview]').count();
  const builder = scriptlessFrames > 0 ? new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false }) : new AxeBuilder({ page });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Creates a site with the demo content through the API, as the signed-in user of `page`; answers its unique id. */
export async function createSite(page: Page, title: string, description: string): Promise<string> {
  const response = await page.request.post('/api/system_sites', {
    headers: origin(page),
    data: { title, description, image: '', language: 'en', sources: 'demo-content' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { site: { unique_id: string } }).site.unique_id;
}

/** Best effort: a test's site must not pile up in the sites list of later runs on the same data. */
export async function deleteSite(page: Page, id: string) {
  await page.request.delete(`/api/system_sites/${id}`, { headers: origin(page) }).catch(() => undefined);
}

/** deleteSite for a spec's own owner (an afterAll, where no signed-in page is left): signs in as them in a page of its own. */
export async function deleteSiteAs(browser: Browser, account: { email: string; password: string }, id: string) {
  const page = await browser.newPage();
  await page.goto('/api/health');
  await page.request.post('/api/auth/sign-in/email', { headers: origin(page), data: account });
  await deleteSite(page, id);
  await page.close();
}

/** An order paid by invoice, placed through the API as a shopper of the demo shop would; answers its reference. */
export async function placeInvoiceOrder(shopper: Page, productId: string, buyer: { name: string; email: string }): Promise<string> {
  const placed = await shopper.request.post('/api/cart/offline-checkout', {
    headers: origin(shopper),
    data: { siteId: 'demo', method: 'invoice', items: [{ productId, quantity: 1 }], customer: { ...buyer, address: { line1: '3 Buyer Lane', city: 'Buyer Town', postalCode: '54321', country: 'DE' }, phone: '030 7654321' } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { orderReference: string }).orderReference;
}

/**
 * Records every aria-valuenow each progress bar shows, by its label; read them with progressSeen.
 * Steps committed in one task reach the observer together, so the values in between are read from
 * the records' old values.
 */
export async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    const push = (bar: Element, raw: string | null) => {
      if (raw === null) return;
      const values = (seen[bar.getAttribute('aria-label') ?? ''] ??= []);
      if (values.at(-1) !== Number(raw)) values.push(Number(raw));
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) push(record.target, record.oldValue);
      }
      for (const bar of document.querySelectorAll('[role="progressbar"]')) push(bar, bar.getAttribute('aria-valuenow'));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['aria-valuenow'] });
  });
}

/** What recordProgress has seen so far. */
export const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { __progress: Record<string, number[]> }).__progress);

/**
 * The link in the newest mail to `to` whose subject is `subject`, read from the platform's outbox
 * (the e2e server has no SMTP) by the admin, as an operator would; waits for it to arrive.
 */
export async function mailLink(to: string, subject: string, { newerThan = '' }: { newerThan?: string } = {}): Promise<string> {
  const baseURL = test.info().project.use.baseURL!;
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const signIn = await admin.post('/api/auth/sign-in/email', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    let link = '';
    await expect
      .poll(
        async () => {
          const outbox = (await (await admin.get('/api/mail/outbox?limit=100')).json()) as { data: { to: string[]; subject: string; text: string }[] };
          const mail = outbox.data.find((m) => m.to.includes(to.toLowerCase()) && m.subject === subject);
          link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
          return link !== '' && link !== newerThan;
        },
        { timeout: 10_000, message: `a mail "${subject}" to ${to}` },
      )
      .toBe(true);
    return link;
  } finally {
    await admin.dispose();
  }
}

/**
 * Signs a new account up through the API and confirms its address as its owner would: the link of
 * the confirmation mail, followed in `page`'s browser context, which it leaves signed in.
 */
export async function signUpConfirmed(page: Page, account: { name: string; email: string; password: string }) {
  const baseURL = test.info().project.use.baseURL!;
  const response = await page.request.post('/api/auth/sign-up/email', { headers: { origin: baseURL }, data: account });
  expect(response.status(), await response.text()).toBe(200);
  const confirmed = await page.request.get(await mailLink(account.email, VERIFICATION_MAIL_SUBJECT));
  expect(confirmed.status()).toBe(200);
}
