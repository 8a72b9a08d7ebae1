import { expect, test, type Page } from '@playwright/test';
import { createSite, deleteSite, expectNoSeriousAxeViolations, hydratedIslands, login, origin, publishPage, waitForIslands } from './fixtures.ts';

// A Lineup on a published page lists a collection's records, read on the server: imported
// through the collections API, shown as teasers with truncated descriptions that link to each
// record's view page, and listed afresh after another import (the cached page is dropped).
test.describe('Lineup block', () => {
  let siteId = '';

  test.beforeEach(async ({ page }) => {
    await login(page);
    siteId = await createSite(page, `Lineup site ${Date.now().toString(36)}`, 'Made by the lineup test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  const importNotes = async (page: Page, records: Record<string, string>[]) => {
    const response = await page.request.post('/api/collections/field-notes/import', { headers: origin(page), data: { siteId, records } });
    expect(response.status(), await response.text()).toBe(201);
  };

  test('lists imported records as teasers with truncated text, links to their view pages, keyboard reachable and axe clean', async ({ page }) => {
    await importNotes(page, [
      { title: 'Tide pools', description: 'Anemones and crabs live in the rock pools at low tide every day' },
      { title: 'Dune walk', description: 'Marram grass holds sand' },
    ]);
    const path = `/site-${siteId}/notes`;
    await publishPage(page, path, {
      root: { props: {} },
      content: [{ type: 'Lineup', props: { id: 'lineup-e2e', heading: 'Field notes', source: 'collection', collection: 'field-notes', layout: 'grid', textDisplayLength: 4 } }],
    });

    // A visitor's page: signed out, nothing fetched from the data API in the browser.
    await page.context().clearCookies();
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/data/')) dataCalls.push(request.url());
    });
    await page.goto(path);
    const lineup = page.locator('[data-lineup]');
    await expect(lineup.getByRole('heading', { name: 'Field notes' })).toBeVisible();
    await expect(lineup.getByRole('article')).toHaveCount(2);
    await expect(lineup.getByText('Anemones and crabs live...')).toBeVisible();
    await expect(lineup.getByText('Marram grass holds sand')).toBeVisible();

    const tidePools = lineup.getByRole('link', { name: 'Tide pools' });
    await expect(tidePools).toHaveAttribute('href', new RegExp(`^/data/site-${siteId}/field-notes/[0-9a-f-]{36}$`));
    await expect(lineup.getByRole('link', { name: 'Dune walk' })).toHaveAttribute('href', new RegExp(`^/data/site-${siteId}/field-notes/`));

    // Keyboard: Tab reaches each teaser link.
    let reached = false;
    for (let presses = 0; presses < 30 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await tidePools.evaluate((link) => link === document.activeElement);
    }
    expect(reached).toBe(true);
    await expectNoSeriousAxeViolations(page, '[data-lineup]');
    expect(dataCalls).toEqual([]);

    // Another import: the cached page is dropped and the next visit lists the new record.
    await login(page);
    await importNotes(page, [{ title: 'Salt marsh', description: 'Samphire at the edge' }]);
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page.locator('[data-lineup]').getByRole('link', { name: 'Salt marsh' })).toBeVisible();
  });

  test('the carousel layout hydrates only its own island, with every record as a slide and no console errors', async ({ page }) => {
    await importNotes(page, [
      { title: 'Rock pools', description: 'Low tide', image: '/favicon.svg' },
      { title: 'Sea birds', description: 'Gulls and terns' },
    ]);
    const path = `/site-${siteId}/notes-carousel`;
    await publishPage(page, path, {
      root: { props: {} },
      content: [{ type: 'Lineup', props: { id: 'lineup-carousel', heading: 'Notes', source: 'collection', collection: 'field-notes', layout: 'carousel' } }],
    });
    await page.context().clearCookies();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await waitForIslands(page);
    expect(await hydratedIslands(page)).toEqual(['lineup']);
    const lineup = page.locator('[data-lineup]');
    await expect(lineup.getByRole('link', { name: 'Rock pools' })).toHaveAttribute('href', new RegExp(`^/data/site-${siteId}/field-notes/`));
    await expect(lineup.getByRole('link', { name: 'Sea birds', includeHidden: true })).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, '[data-lineup]');
    expect(errors).toEqual([]);
  });
});
