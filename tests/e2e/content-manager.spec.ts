import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, origin, publishPage, toast } from './fixtures.ts';

/** Spec 2 §9 / src/core/content/content-sources.ts: a gallery page holds 24 items. */
const PAGE_SIZE = 24;
const LEAF_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 20c8 0 16-6 16-16C10 4 4 10 4 20z"/></svg>';

/** Every list request the screen makes to `path`, as its query parameters. */
function recordListRequests(page: Page, path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

const countLabel = (page: Page) => page.getByText(/^\d+ of \d+ items$/);
async function counts(page: Page): Promise<[number, number]> {
  const [, shown, total] = /^(\d+) of (\d+) items$/.exec((await countLabel(page).textContent()) ?? '')!;
  return [Number(shown), Number(total)];
}

test.describe('Content manager', () => {
  let siteId = '';
  let siteTitle = '';
  test.beforeEach(async ({ page }) => {
    await login(page);
    siteTitle = `CM site ${Date.now().toString(36)}`;
    siteId = await createSite(page, siteTitle, 'Made by the content manager test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  test('colours: Load More pages through the palette, one debounced search request, filters, list view, axe and keyboard', async ({ page }) => {
    const requests = recordListRequests(page, '/api/system_colors');
    await page.goto(`/dashboard/site-${siteId}/manage/colors`);
    await expect(page.getByRole('heading', { level: 1, name: /colors/i })).toBeVisible();
    await expect(countLabel(page)).toHaveText(new RegExp(`^${PAGE_SIZE} of \\d+ items$`));
    const [, total] = await counts(page);
    expect(total).toBeGreaterThan(500);
    await expectNoSeriousAxeViolations(page);

    // Load More: page 1 is appended, nothing twice.
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(countLabel(page)).toHaveText(`${2 * PAGE_SIZE} of ${total} items`);
    const titles = await page.locator('article h2').allTextContents();
    expect(new Set(titles).size).toBe(2 * PAGE_SIZE);
    expect(requests.map((p) => p.get('page'))).toEqual(['0', '1']);
    // Colours hide delete (spec 2 §2).
    await expect(page.locator('article').getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // Typing fast sends one request, for page 0, after the debounce; the indicator shows meanwhile.
    const search = page.getByRole('searchbox');
    await search.pressSequentially('emerald', { delay: 40 });
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
    await expect(countLabel(page)).toHaveText(/^10 of 10 items$/);
    const searches = requests.filter((p) => p.has('searchQuery'));
    expect(searches.map((p) => [p.get('searchQuery'), p.get('page')])).toEqual([['emerald', '0']]);

    // A filter change starts again at page 0.
    await search.fill('');
    await expect(countLabel(page)).toHaveText(`${PAGE_SIZE} of ${total} items`);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Color family').selectOption('red');
    await expect.poll(() => requests.filter((p) => p.get('family') === 'red').map((p) => p.get('page'))).toEqual(['0']);
    await expect(countLabel(page)).not.toHaveText(`${PAGE_SIZE} of ${total} items`);

    // List view is a table.
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Grid view' }).click();

    // Keyboard only: Tab reaches the search box, the view toggle and a card; Enter opens it, Escape closes it.
    await page.locator('body').focus();
    const tabTo = async (check: () => Promise<boolean>, limit = 60) => {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press('Tab');
        if (await check()) return;
      }
      throw new Error('Tab never reached the target');
    };
    await tabTo(() => search.evaluate((el) => el === document.activeElement));
    await tabTo(() => page.getByRole('button', { name: 'List view' }).evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table')).toBeHidden();
    await tabTo(() => page.evaluate(() => document.activeElement?.closest('article h2') !== null));
    const card = page.locator(':focus');
    const cardName = (await card.textContent()) ?? '';
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(cardName);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: cardName, exact: true })).toBeFocused();
  });

  test('icons: the site’s own icon, built-in sets by filter, detail dialog, delete with confirmation and toast', async ({ page }) => {
    await page.goto('/dashboard');
    const created = await page.request.post('/api/system_icons', {
      headers: origin(page),
      multipart: { file: { name: 'leaf.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LEAF_SVG) }, name: 'e2e-leaf', siteId },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`/dashboard/site-${siteId}/manage/icons`);
    await expect(countLabel(page)).toHaveText('1 of 1 items');
    const card = page.locator('article').filter({ hasText: 'e2e-leaf' });
    await expect(card.locator('img')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Built-in icons: a library chosen in the filters, searched once after the debounce.
    const requests = recordListRequests(page, '/api/system_icons');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Icon set').selectOption('fa');
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
    await page.getByRole('searchbox').pressSequentially('leaf', { delay: 40 });
    await expect(page.locator('article h2').first()).toContainText(/leaf/i);
    expect(requests.filter((p) => p.has('searchQuery')).map((p) => [p.get('searchQuery'), p.get('set'), p.get('page')])).toEqual([['leaf', 'fa', '0']]);
    // Built-in icons cannot be deleted.
    await expect(page.locator('article').getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // Back to the site's own icons: open the dialog, close it, then delete from the card.
    await page.getByRole('searchbox').fill('');
    await page.getByLabel('Icon set').selectOption('custom');
    await card.getByRole('button', { name: 'e2e-leaf' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete item' });
    await expect(confirm).toContainText('Are you sure you want to delete "e2e-leaf"?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, 'Item deleted successfully')).toBeVisible();
    await expect(page.getByText('No items found')).toBeVisible();
    await expect(countLabel(page)).toHaveText('0 of 0 items');
  });

  test('images and pages: listed, searched, opened and deleted; unknown sources are 404', async ({ page }) => {
    await page.goto('/dashboard');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const uploaded = await page.request.post('/api/media/upload', {
      headers: origin(page),
      multipart: { files: { name: 'e2e-blue.png', mimeType: 'image/png', buffer: png }, alt: 'A blue block', kind: 'image', siteId },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    await page.goto(`/dashboard/site-${siteId}/manage/images`);
    const imageCard = page.locator('article').filter({ hasText: 'e2e-blue' });
    await expect(imageCard).toBeVisible();
    await expect(imageCard.locator('img')).toHaveJSProperty('complete', true);
    expect(await imageCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Upload Image' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await imageCard.getByRole('button', { name: /e2e-blue/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await imageCard.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete item' }).getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, 'Item deleted successfully')).toBeVisible();
    await expect(page.getByText('No items found')).toBeVisible();

    await publishPage(page, `/site-${siteId}/e2e-cm-page`, { content: [], root: { props: {} } }, 'E2E CM page');
    const requests = recordListRequests(page, '/api/site_pages');
    await page.goto(`/dashboard/site-${siteId}/manage/pages`);
    const pageCard = page.locator('article').filter({ hasText: 'E2E CM page' });
    await expect(pageCard).toBeVisible();
    await expect(pageCard.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/site-${siteId}/e2e-cm-page/edit`);
    await expect(pageCard.getByRole('link', { name: 'View' })).toHaveAttribute('target', '_blank');
    await page.getByRole('searchbox').pressSequentially('CM page', { delay: 40 });
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeHidden();
    await expect(countLabel(page)).toHaveText('1 of 1 items');
    expect(requests.filter((p) => p.has('searchQuery')).map((p) => [p.get('searchQuery'), p.get('page')])).toEqual([['CM page', '0']]);
    await expectNoSeriousAxeViolations(page);

    for (const path of [`/dashboard/site-${siteId}/manage/nope`, `/dashboard/site-${siteId}/manage/sites`, '/dashboard/site-nope/manage/images', '/dashboard/manage/nope']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('sites list: the new site is found by search and its card links to its dashboard', async ({ page }) => {
    await page.goto('/dashboard/sites');
    await expect(page.getByRole('button', { name: 'Create Site' })).toBeVisible();
    await page.getByRole('searchbox').pressSequentially(siteTitle, { delay: 20 });
    await expect(countLabel(page)).toHaveText('1 of 1 items');
    const card = page.locator('article').filter({ hasText: siteTitle });
    await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/sites/site-${siteId}`);
    // Spec 1 §2: the site's url, or /{unique_id} (the server serves a site there too).
    await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/${siteId}`);
    await expectNoSeriousAxeViolations(page);

    // The site dashboard links to every manage screen of the site.
    await page.goto(`/dashboard/sites/site-${siteId}`);
    const manage = page.getByRole('navigation', { name: 'Manage content' });
    for (const name of ['Pages', 'Dynamic pages', 'Revalidate', 'Images', 'Videos', 'Icons', 'Colors']) {
      await expect(manage.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await manage.getByRole('link', { name: 'Revalidate', exact: true }).click();
    await expect(page).toHaveURL(`/dashboard/site-${siteId}/manage/revalidate`);
    await expect(page.getByRole('button', { name: 'Revalidate All' })).toBeVisible();
    await expect(countLabel(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The other screens a site has, each with its create button, and without serious axe violations.
    for (const [source, create] of [
      ['dynamic-content', 'Create Dynamic Page'],
      ['videos', 'Upload Video'],
    ] as const) {
      await page.goto(`/dashboard/site-${siteId}/manage/${source}`);
      await expect(page.getByRole('button', { name: create })).toBeVisible();
      await expect(countLabel(page)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }

    // Administrators reach the platform's own screens from the dashboard navigation.
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Images', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/manage/images');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform: images' })).toBeVisible();
    await expect(countLabel(page)).toBeVisible();
  });
});
