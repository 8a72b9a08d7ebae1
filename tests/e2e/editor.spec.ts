import { expect, test, type Page } from '@playwright/test';
import { canvas, dragBlock, openEditor, publishButton, visible } from './editor-helpers.ts';
import { login, toast } from './fixtures.ts';

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
  const header = (await page.locator('header').first().boundingBox())!;
  // Polled: a toast slides in from above before it settles.
  await expect.poll(async () => (await toast(page, 'Page published successfully').last().boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header.y + header.height);

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
