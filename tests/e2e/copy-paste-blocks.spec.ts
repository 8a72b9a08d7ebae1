// Copy and paste of blocks between sites (issue 27, decision 072): a Section holding a heading and an
// image copied on site A is pasted into a page of site B and published; the visitor of site B sees
// the heading and the image (media URLs are public on every site). By mouse and Ctrl+V, and by
// keyboard alone through the Paste block dialog, which refuses what is not copied blocks.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { canvas, openEditor, publishButton, visible } from './editor-helpers.ts';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, origin, publishPage, toast } from './fixtures.ts';

const canvasReady = (page: Page) => expect(page.locator('[class*="_PuckCanvas--ready_"]')).toBeAttached({ timeout: 20_000 });

/** Presses `key` until `target` has the focus, as someone tabbing through the editor would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

interface StoredBlock {
  type: string;
  props: Record<string, unknown> & { id: string };
}

/** Every block id of a stored page document, nested ones too. */
function idsOf(blocks: StoredBlock[]): string[] {
  return blocks.flatMap((block) => [block.props.id, ...(Array.isArray(block.props.content) ? idsOf(block.props.content as StoredBlock[]) : [])]);
}

async function storedContent(page: Page, path: string): Promise<StoredBlock[]> {
  const response = await page.request.get(`/api/editor${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { page: { data: { content: StoredBlock[] } } }).page.data.content;
}

test.describe('Copy and paste blocks', () => {
  let siteA = '';
  let siteB = '';
  let imageUrl = '';
  let sourcePath = '';
  const heading = `Harbour news ${Date.now().toString(36)}`;
  const alt = 'A red harbour boat';

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page);
    siteA = await createSite(page, `Copy from ${Date.now().toString(36)}`, 'Made by the copy and paste test.');
    siteB = await createSite(page, `Paste into ${Date.now().toString(36)}`, 'Made by the copy and paste test.');
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c03020' } }).png().toBuffer();
    const uploaded = await page.request.post('/api/media/upload', {
      headers: origin(page),
      multipart: { files: { name: 'harbour-boat.png', mimeType: 'image/png', buffer: png }, alt, kind: 'image', siteId: siteA },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    imageUrl = ((await uploaded.json()) as { files: { url: string }[] }).files[0]!.url;
    sourcePath = `/site-${siteA}/copy-source`;
    await publishPage(page, sourcePath, {
      root: { props: { title: 'Copy source' } },
      content: [
        {
          type: 'Section',
          props: {
            id: 'Section-source',
            content: [
              { type: 'Heading', props: { id: 'Heading-source', text: heading, level: 'h2' } },
              { type: 'Image', props: { id: 'Image-source', url: imageUrl, alt, fit: 'cover', loading: 'eager', placeholder: 'empty', align: 'center' } },
            ],
          },
        },
      ],
    });
  });

  test.afterEach(async ({ page }) => {
    for (const id of [siteA, siteB]) if (id) await deleteSite(page, id);
  });

  /** The published page of site B at `path`: the heading, and the image of site A's media loaded. */
  async function expectVisitorSees(page: Page, path: string) {
    const visitor = await page.context().browser()!.newPage();
    const failed: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { name: heading })).toBeVisible();
    const image = visitor.getByRole('img', { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(failed).toEqual([]);
    await visitor.close();
  }

  test("site A's section, copied with its action bar and pasted with Ctrl+V into site B, is published there with its image", async ({ page }) => {
    test.setTimeout(150_000);
    await openEditor(page, sourcePath);
    await canvasReady(page);
    // Selecting the heading, then its parent Section (the action bar's first button).
    await canvas(page).getByRole('heading', { name: heading }).click();
    await expect(visible(page.getByLabel('Text', { exact: true }))).toHaveValue(heading);
    await visible(page.getByRole('navigation').getByRole('button', { name: 'Outline' })).click();
    await visible(page.getByRole('button', { name: 'Section', exact: true })).click();
    await canvas(page).getByRole('button', { name: 'Copy block' }).click();
    await expect(toast(page, 'Section block copied to clipboard')).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { sitewright: string; sourceSite: string; blocks: StoredBlock[] };
    expect(copied).toMatchObject({ sitewright: 'blocks', version: 1, sourceSite: `site-${siteA}`, blocks: [{ type: 'Section' }] });

    const targetPath = `/site-${siteB}/pasted-${Date.now().toString(36)}`;
    await openEditor(page, targetPath);
    await canvasReady(page);
    // Ctrl+V with no text field focused pastes the blocks; the canvas shows them.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ControlOrMeta+V');
    await expect(toast(page, "Block pasted. The image stays in the other site's media library: deleted there, it disappears here too.")).toBeVisible();
    await expect(canvas(page).getByRole('heading', { name: heading })).toBeVisible();
    await expect(canvas(page).getByRole('img', { name: alt })).toBeVisible();
    await publishButton(page).click();
    await expect(toast(page, 'Page published successfully')).toBeVisible();

    // Stored with ids of its own (nested ones too); the image still names site A's media.
    const stored = await storedContent(page, targetPath);
    expect(stored).toMatchObject([{ type: 'Section', props: { content: [{ type: 'Heading', props: { text: heading } }, { type: 'Image', props: { url: imageUrl } }] } }]);
    expect(idsOf(stored)).toHaveLength(3);
    for (const id of idsOf(stored)) expect(['Section-source', 'Heading-source', 'Image-source']).not.toContain(id);
    await expectVisitorSees(page, targetPath);
  });

  test('keyboard only at 390 px: Copy block, then Paste block refuses what is not copied blocks and pastes what is', async ({ page }) => {
    test.setTimeout(150_000);
    await openEditor(page, sourcePath);
    await canvasReady(page);
    // The Outline, then the Section's row selects it; Copy block in the header copies it.
    const outline = visible(page.getByRole('navigation').getByRole('button', { name: 'Outline' }));
    await page.locator('body').focus();
    await tabTo(page, outline);
    await page.keyboard.press('Enter');
    await tabTo(page, visible(page.getByRole('button', { name: 'Section', exact: true })));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Copy block' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Section block copied to clipboard')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    const targetPath = `/site-${siteB}/typed-${Date.now().toString(36)}`;
    // A page of site B that already holds a block: the paste goes after the selected one.
    await publishPage(page, targetPath, { root: { props: { title: 'Typed' } }, content: [{ type: 'Text', props: { id: 'Text-first', text: 'Already here' } }] });
    // On a phone Puck puts the header's actions behind its menu button.
    await page.goto(`${targetPath}/edit`);
    const menu = page.getByRole('button', { name: 'Toggle menu bar' });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    await canvasReady(page);
    await page.locator('body').focus();
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const pasteButton = page.getByRole('button', { name: 'Paste block' });
    await tabTo(page, pasteButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Paste block' });
    const area = dialog.getByRole('textbox', { name: 'Copied block' });
    await expect(area).toBeFocused();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Not JSON: refused, said beside the field, nothing inserted.
    await page.keyboard.type('{ this is not json');
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Paste
    await expect(dialog.getByRole('button', { name: 'Paste', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(area).toHaveAccessibleDescription(/the text is not JSON/);
    await expect(area).toBeFocused();
    // An unknown block: refused by name, as saving would.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(JSON.stringify({ sitewright: 'blocks', version: 1, sourceSite: null, blocks: [{ type: 'Marquee', props: { id: 'x' } }] }));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(area).toHaveAccessibleDescription('Cannot paste: Block 1 in the copied blocks has an unknown type (Marquee).');
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await expect(canvas(page).getByText('Already here')).toBeVisible();
    await expect(canvas(page).getByRole('heading', { name: heading })).toHaveCount(0);

    // What Copy block put on the clipboard, pasted into the field by keyboard.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    await expect(area).toHaveValue(/"sitewright":"blocks"/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Block pasted.')).toBeVisible();
    await expect(pasteButton).toBeFocused();
    await expect(canvas(page).getByRole('heading', { name: heading })).toBeVisible();

    await tabTo(page, publishButton(page));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Page published successfully')).toBeVisible();
    // Nothing selected when the dialog opened: the blocks went to the end of the page.
    expect((await storedContent(page, targetPath)).map((block) => block.type)).toEqual(['Text', 'Section']);
    await expectVisitorSees(page, targetPath);
  });
});
