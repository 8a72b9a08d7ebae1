import { expect, test, type Page } from '@playwright/test';
import { canvas, dragBlock, openEditor, publishButton, visible } from './editor-helpers.ts';
import { expectNoSeriousAxeViolations, login, publishedVersion, publishPage, toast } from './fixtures.ts';

async function publish(page: Page) {
  await publishButton(page).click();
}

test('compose, publish, republish, restore and delete a page', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const path = `/site-demo/e2e-${Date.now().toString(36)}`;
  await login(page);
  await openEditor(page, path);

  await dragBlock(page, 'Heading');
  await expect(canvas(page).getByRole('heading').first()).toBeVisible();
  await dragBlock(page, 'Columns');

  // Select the heading and edit its text in the fields panel.
  await canvas(page).getByRole('heading').first().click();
  const textField = visible(page.getByLabel('Text', { exact: true }));
  await textField.fill('Hello from the editor');
  await expect(canvas(page).getByRole('heading', { name: 'Hello from the editor' })).toBeVisible();

  await publish(page);
  await expect(page.getByText('Page published successfully')).toBeVisible();

  const visitor = await browser.newPage();
  const first = await visitor.goto(path);
  expect(first?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Hello from the editor' })).toBeVisible();
  // A page of static blocks is plain HTML: no script, no island.
  await expect(visitor.locator('script, sw-island')).toHaveCount(0);

  // Edit and publish again: the visitor sees the change at once (the cache was invalidated).
  await canvas(page).getByRole('heading').first().click();
  await visible(page.getByLabel('Text', { exact: true })).fill('Changed after publishing');
  await publish(page);
  await expect(page.getByText('Page published successfully').last()).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Changed after publishing' })).toBeVisible();

  // The toasts keep clear of the header's buttons: they appear below Puck's header bar (a toast
  // stays while the pointer rests on it, so one over History would block the next click).
  // Polled, both boxes together: a toast slides in from above before it settles, and the header
  // has no box while the editor redraws after the publish.
  await expect
    .poll(async () => {
      const header = await page.locator('header').first().boundingBox();
      const shown = await toast(page, 'Page published successfully').last().boundingBox();
      return header && shown ? shown.y - (header.y + header.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);

  // Restore the first version.
  await visible(page.getByRole('button', { name: 'History' })).click();
  const history = page.getByRole('dialog', { name: 'Page history' });
  await expect(history.getByText('Version 2')).toBeVisible();
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored and published')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Hello from the editor' })).toBeVisible();

  // Delete: confirmation, then the visitor gets the 404 page.
  await openEditor(page, path);
  await visible(page.getByRole('button', { name: 'Delete' })).click();
  const confirm = page.getByRole('dialog', { name: 'Delete page' });
  await expect(confirm).toContainText('Are you sure you want to delete this page?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Page deleted successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/site-demo/manage/pages');
  const gone = await visitor.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await visitor.close();
});

test('publishing with an invalid path shows the rule message and stores nothing', async ({ page }) => {
  await login(page);
  const path = '/site-demo/bad.path';
  await openEditor(page, path);
  await dragBlock(page, 'Heading');
  await publish(page);
  const message = 'Path contains invalid characters. Only alphanumeric characters, dashes, underscores, and slashes are allowed.';
  await expect(page.getByRole('list', { name: 'Validation errors' })).toContainText(message);
  const stored = await page.request.get(`/api/editor${path}`);
  expect(((await stored.json()) as { page: unknown }).page).toBeNull();
});

const headingPage = (text: string) => ({ root: { props: { title: 'Versions' } }, content: [{ type: 'Heading', props: { id: 'Heading-versions', text, level: 'h1' } }] });

/** Selects the page's heading on the canvas and types `text` into its Text field. */
async function editHeading(page: Page, text: string) {
  await canvas(page).getByRole('heading').first().click();
  await visible(page.getByLabel('Text', { exact: true })).fill(text);
  await expect(canvas(page).getByRole('heading', { name: text })).toBeVisible();
}

test('restoring a version in History puts it on the canvas, and the next Publish keeps it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const path = `/site-demo/e2e-restore-${Date.now().toString(36)}`;
  await login(page);
  await publishPage(page, path, headingPage('The first words'));
  await publishPage(page, path, headingPage('The second words'));
  await openEditor(page, path);
  await expect(canvas(page).getByRole('heading', { name: 'The second words' })).toBeVisible();

  await visible(page.getByRole('button', { name: 'History' })).click();
  const history = page.getByRole('dialog', { name: 'Page history' });
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 restored and published')).toBeVisible();
  await expect(history).toBeHidden();
  await expect(canvas(page).getByRole('heading', { name: 'The first words' })).toBeVisible();
  await expect(canvas(page).getByRole('heading', { name: 'The second words' })).toHaveCount(0);

  // Publishing right away builds on the restore (version 3): no conflict, and the restored words stay.
  await publish(page);
  await expect(toast(page, 'Page published successfully')).toBeVisible();
  expect(await publishedVersion(page, path)).toBe(4);
  const visitor = await browser.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: 'The first words' })).toBeVisible();
  await visitor.close();
});

test('two editors on one page: the second publish asks, and each answer does what it says', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const path = `/site-demo/e2e-conflict-${Date.now().toString(36)}`;
  await login(page);
  await publishPage(page, path, headingPage('Where both started'));
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await login(other);
  await openEditor(page, path);
  await openEditor(other, path);

  // The first editor publishes version 2.
  await editHeading(page, 'Written by the first editor');
  await publish(page);
  await expect(toast(page, 'Page published successfully')).toBeVisible();

  // The second, still on version 1, is asked instead of silently replacing it.
  await editHeading(other, 'Written by the second editor');
  await publish(other);
  const conflict = other.getByRole('dialog', { name: 'This page has a newer version' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Someone published version 2 of this page after you opened it.');
  await expectNoSeriousAxeViolations(other, '[role="dialog"]');
  expect(await publishedVersion(other, path)).toBe(2);

  // "Reload the newer version": the canvas shows version 2, and publishing from it now succeeds.
  await conflict.getByRole('button', { name: 'Reload the newer version' }).click();
  await expect(conflict).toBeHidden();
  await expect(canvas(other).getByRole('heading', { name: 'Written by the first editor' })).toBeVisible();
  await expect(canvas(other).getByRole('heading', { name: 'Written by the second editor' })).toHaveCount(0);
  await editHeading(other, 'Built on the first editor');
  await publish(other);
  await expect(toast(other, 'Page published successfully')).toBeVisible();
  expect(await publishedVersion(other, path)).toBe(3);

  // The first editor, still on version 2, is asked too; "Publish anyway" puts its words live over version 3.
  await editHeading(page, 'The first editor insists');
  await publish(page);
  const second = page.getByRole('dialog', { name: 'This page has a newer version' });
  await expect(second).toContainText('Someone published version 3');
  await second.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(second).toBeHidden();
  await expect(toast(page, 'Page published successfully').last()).toBeVisible();
  expect(await publishedVersion(page, path)).toBe(4);
  const visitor = await browser.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: 'The first editor insists' })).toBeVisible();
  await visitor.close();

  // Cancel decides nothing: the second editor (on version 3) is asked, cancels, and nothing is published.
  await editHeading(other, 'Never sent');
  await publish(other);
  const third = other.getByRole('dialog', { name: 'This page has a newer version' });
  await third.getByRole('button', { name: 'Cancel' }).click();
  await expect(third).toBeHidden();
  await expect(canvas(other).getByRole('heading', { name: 'Never sent' })).toBeVisible();
  expect(await publishedVersion(other, path)).toBe(4);

  // A draft from an old version is asked about the same way; "Save draft anyway" stores it on version 4.
  await visible(other.getByRole('button', { name: 'Save draft' })).click();
  const draftConflict = other.getByRole('dialog', { name: 'This page has a newer version' });
  await draftConflict.getByRole('button', { name: 'Save draft anyway' }).click();
  await expect(toast(other, 'Draft saved')).toBeVisible();
  const stored = (await (await other.request.get(`/api/editor${path}`)).json()) as { version: number; page: { draft: unknown; data: unknown } };
  expect(stored.version).toBe(4);
  expect(JSON.stringify(stored.page.draft)).toContain('Never sent');
  expect(JSON.stringify(stored.page.data)).toContain('The first editor insists');
  await otherContext.close();
});
