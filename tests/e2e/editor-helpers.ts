import { expect, type Locator, type Page } from '@playwright/test';

// Puck renders each field input twice (one hidden): always act on the visible one.
export const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** The editor's Publish button (a real button: Tab reaches it). */
export const publishButton = (page: Page) => visible(page.getByRole('button', { name: 'Publish', exact: true }));

/** The page canvas the editor previews in. */
export const canvas = (page: Page) => page.frameLocator('iframe#preview-frame');

/** Opens the editor on the page at `path` and waits until it is ready to publish. */
export async function openEditor(page: Page, path: string) {
  await page.goto(`${path}/edit`);
  await expect(publishButton(page)).toBeVisible({ timeout: 20_000 });
}

/** Drags a block from the component list onto the top of the page canvas. */
export async function dragBlock(page: Page, name: string) {
  const source = visible(page.locator('[class*="DrawerItem-name"]', { hasText: new RegExp(`^${name}$`) }));
  const frame = page.locator('iframe#preview-frame');
  await expect(frame).toBeVisible();
  await expect(source).toBeVisible();
  // Blocks low in the list may sit below the fold: the mouse only reaches what is on screen.
  await source.scrollIntoViewIfNeeded();
  const target = await frame.boundingBox();
  const from = await source.boundingBox();
  if (!target || !from) throw new Error('drag source or canvas not found');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 30, { steps: 20 });
  await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 5 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}
