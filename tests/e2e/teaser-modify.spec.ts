import { expect, test } from '@playwright/test';
import { canvas, dragBlock, openEditor, publishButton, visible } from './editor-helpers.ts';
import { expectNoSeriousAxeViolations, login, publishPage } from './fixtures.ts';

// The card's own edit button in Puck's canvas (Puck's draggable wrapper is also a role=button, so match the element).
const cardButton = (page: Parameters<typeof canvas>[0], name: string) => canvas(page).locator('button', { hasText: new RegExp(`^${name}$`) });

test('the TeaserCard Modify dialog edits the card through the editor and publishes', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const path = `/site-demo/e2e-teaser-${Date.now().toString(36)}`;
  await login(page);
  await openEditor(page, path);
  await dragBlock(page, 'Teaser card');
  await expect(canvas(page).getByText('Card title')).toBeVisible();

  // Mouse: the click reaches the button through Puck's overlay and opens the dialog in the editor's document.
  const modify = cardButton(page, 'Modify');
  await modify.click();
  const dialog = page.getByRole('dialog', { name: 'Modify' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByLabel('Title', { exact: true });
  await expect(title).toBeFocused();
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  // Tab stays inside; Escape closes and gives focus back to the button in the canvas.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(modify).toBeFocused();

  // Keyboard: Enter on the focused button opens it again.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(title).toBeFocused();
  await title.fill('Edited in the dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(canvas(page).getByText('Edited in the dialog')).toBeVisible();

  // Saved through Puck's store: undo and redo take the edit back and forth (Puck records history after a short debounce).
  await page.waitForTimeout(1000);
  await visible(page.getByRole('button', { name: 'undo', exact: true })).click();
  await expect(canvas(page).getByText('Card title')).toBeVisible();
  await visible(page.getByRole('button', { name: 'redo', exact: true })).click();
  await expect(canvas(page).getByText('Edited in the dialog')).toBeVisible();

  await publishButton(page).click();
  await expect(page.getByText('Page published successfully')).toBeVisible();
  const visitor = await browser.newPage();
  expect((await visitor.goto(path))?.status()).toBe(200);
  await expect(visitor.getByText('Edited in the dialog')).toBeVisible();
  await visitor.close();
});

test('a system revalidate page card opens a read-only Revalidate page dialog', async ({ page }) => {
  test.setTimeout(90_000);
  const path = `/site-demo/e2e-teaser-reval-${Date.now().toString(36)}`;
  await login(page);
  const props = { id: 'TeaserCard-reval', image: '', imageAlt: '', title: 'Revalidate me', description: 'System page', link: '', linkLabel: 'Read more', target: '_self', variant: 'soft', textDisplayLength: 0, isSystemRevalidatePage: true };
  await publishPage(page, path, { content: [{ type: 'TeaserCard', props }], root: { props: {} } });
  await openEditor(page, path);

  const opener = cardButton(page, 'Revalidate page');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Revalidate page' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The revalidate page cannot be edited.');
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Revalidate me');
  await expect(dialog.getByLabel('Title', { exact: true })).not.toBeEditable();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
