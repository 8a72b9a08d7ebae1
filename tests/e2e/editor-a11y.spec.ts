// The editor by keyboard and for assistive technology (issue 23): every action a button Tab
// reaches, a page changed and published with the keyboard alone, and no serious or critical axe
// violation with nothing selected, a block selected, the Outline or History open and each picker open.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { canvas, dragBlock, openEditor, publishButton, visible } from './editor-helpers.ts';
import { login, origin, publishPage, toast } from './fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** The whole editor (host page and canvas) at `state`: no serious or critical violation of the WCAG 2.2 AA rules. */
async function expectAccessible(page: Page, state: string) {
  // Dialogs and toasts fade in: contrast measured halfway through would see washed-out text.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${state}: ${v.id} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')})`)).toEqual([]);
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, as someone tabbing through the editor would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const headingPage = (text: string) => ({ root: { props: { title: 'Keyboard' } }, content: [{ type: 'Heading', props: { id: 'Heading-keyboard', text, level: 'h1' } }] });

/** Waits until Puck's canvas has loaded (its spinner is gone). */
const canvasReady = (page: Page) => expect(page.locator('[class*="_PuckCanvas--ready_"]')).toBeAttached({ timeout: 20_000 });

test('keyboard only: reach every header action, change the heading and publish; the visitor sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const path = `/site-demo/e2e-keyboard-${Date.now().toString(36)}`;
  await login(page);
  await publishPage(page, path, headingPage('Typed before'));
  await openEditor(page, path);
  await canvasReady(page);
  await expect(canvas(page).getByRole('heading', { name: 'Typed before' })).toBeVisible();

  // Every header action is a button (or a link) in the Tab order, Publish included.
  await page.locator('body').focus();
  for (const name of ['History', 'Save draft', 'Delete', 'Publish']) {
    await tabTo(page, visible(page.getByRole('button', { name, exact: true })));
  }
  // The viewport switches too, and Space works them.
  const small = visible(page.getByRole('button', { name: /Switch to Phone viewport/ }));
  await tabTo(page, small);
  await page.keyboard.press('Space');
  await expect(small).toBeDisabled();

  // The plugin rail's Outline, then the outline's heading selects it; its Text field takes the new words.
  const outline = visible(page.getByRole('navigation').getByRole('button', { name: 'Outline' }));
  await tabTo(page, outline, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const layer = visible(page.getByRole('button', { name: 'Heading', exact: true }));
  await tabTo(page, layer);
  await page.keyboard.press('Enter');
  const text = visible(page.getByLabel('Text', { exact: true }));
  await tabTo(page, text);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Typed by keyboard');
  await expect(canvas(page).getByRole('heading', { name: 'Typed by keyboard' })).toBeVisible();

  await tabTo(page, publishButton(page), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Page published successfully')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: 'Typed by keyboard' })).toBeVisible();
  await visitor.close();
});

test('axe: nothing selected, a block selected, the Outline open, History open, and each picker open', async ({ page }) => {
  test.setTimeout(180_000);
  const path = `/site-demo/e2e-axe-${Date.now().toString(36)}`;
  await login(page);
  await publishPage(page, path, headingPage('Checked by axe'));
  await openEditor(page, path);
  await canvasReady(page);
  await expect(canvas(page).getByRole('heading', { name: 'Checked by axe' })).toBeVisible();
  await expectAccessible(page, 'nothing selected');

  await canvas(page).getByRole('heading', { name: 'Checked by axe' }).click();
  await expect(visible(page.getByLabel('Text', { exact: true }))).toHaveValue('Checked by axe');
  await expectAccessible(page, 'a block selected');

  await visible(page.getByRole('navigation').getByRole('button', { name: 'Outline' })).click();
  await expect(visible(page.getByRole('button', { name: 'Heading', exact: true }))).toBeVisible();
  await expectAccessible(page, 'outline open');
  await visible(page.getByRole('navigation').getByRole('button', { name: 'Blocks' })).click();

  await visible(page.getByRole('button', { name: 'History' })).click();
  const history = page.getByRole('dialog', { name: 'Page history' });
  await expect(history.getByText('Version 1')).toBeVisible();
  await expectAccessible(page, 'History open');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await dragBlock(page, 'Image gallery');
  await visible(page.getByRole('button', { name: 'Open Image Gallery' })).click();
  const images = page.getByRole('dialog', { name: 'Image gallery: Images' });
  await expect(images.getByRole('status')).toHaveText(/of \d+ items|No images/);
  await expectAccessible(page, 'image gallery open');
  await images.getByRole('button', { name: 'Cancel' }).click();
  await expect(images).toBeHidden();

  await dragBlock(page, 'Icon');
  await expect(visible(page.getByLabel('Library'))).toBeVisible();
  await expectAccessible(page, 'icon picker open');

  await dragBlock(page, 'Section');
  await visible(page.getByRole('button', { name: 'Select Multiple Colors' })).click();
  const colors = page.getByRole('dialog', { name: 'Select Multiple Colors' });
  await expect(colors.getByRole('status')).toHaveText(/^24 of \d+ items$/);
  await expectAccessible(page, 'colour gallery open');
});

test('colour gallery: Confirm Selection shows in the theme\'s colours; the gradient takes 2 to 10 colours', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await openEditor(page, `/site-demo/e2e-colours-${Date.now().toString(36)}`);
  await dragBlock(page, 'Section');
  await visible(page.getByRole('button', { name: 'Select Multiple Colors' })).click();
  const colors = page.getByRole('dialog', { name: 'Select Multiple Colors' });
  await expect(colors.getByRole('status')).toHaveText(/^24 of \d+ items$/);
  const confirm = colors.getByRole('button', { name: 'Confirm Selection' });

  // The button paints with the theme's primary tokens, whatever a theme sets them to.
  const paint = () => confirm.evaluate((button) => ({ background: getComputedStyle(button).backgroundColor, color: getComputedStyle(button).color }));
  await expect.poll(paint).toEqual({ background: 'rgb(29, 78, 216)', color: 'rgb(255, 255, 255)' });
  await page.evaluate(() => {
    document.documentElement.style.setProperty('--color-primary', '#7c2d12');
    document.documentElement.style.setProperty('--color-primary-fg', '#fef3c7');
  });
  await expect.poll(paint).toEqual({ background: 'rgb(124, 45, 18)', color: 'rgb(254, 243, 199)' });
  await page.evaluate(() => {
    document.documentElement.style.removeProperty('--color-primary');
    document.documentElement.style.removeProperty('--color-primary-fg');
  });

  // None: refused with the spec's message, and the picker stays open.
  await confirm.click();
  await expect(colors.getByRole('alert')).toHaveText('Please select at least one color');
  await expect(toast(page, 'Please select at least one color')).toBeVisible();
  await expect(colors).toBeVisible();
  // One is not a gradient.
  const swatches = colors.getByRole('list', { name: 'Colours' }).getByRole('button');
  await swatches.nth(0).click();
  await confirm.click();
  await expect(colors.getByRole('alert')).toHaveText('Please select at least 2 colors');
  await expect(colors).toBeVisible();
  // Two are.
  await swatches.nth(1).click();
  await expect(colors.getByRole('alert')).toHaveCount(0);
  await confirm.click();
  await expect(toast(page, '2 colors selected')).toBeVisible();
  await expect(colors).toBeHidden();
  await expect(visible(page.getByRole('list', { name: 'Background gradient: chosen colours' }).getByRole('listitem'))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Background gradient: chosen colours' }).filter({ visible: true }).getByRole('listitem')).toHaveCount(2);
});

test('the section editor at 390 px: the rail reached by Tab and opened with Enter, the zoom select named, axe clean', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await login(page);
  const created = await page.request.post('/api/sites/demo/sections', {
    headers: origin(page),
    data: { name: `Keyboard ${Date.now().toString(36)}`, content: { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-section-keyboard', text: 'A section heading', level: 'h2' } }] } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sectionId = ((await created.json()) as { section: { id: string } }).section.id;
  try {
    // The editor mounts after the section has loaded: its controls are fixed then, not only on a first render.
    await page.goto(`/dashboard/sites/site-demo/sections/${sectionId}/edit`);
    await canvasReady(page);
    await expect(canvas(page).getByRole('heading', { name: 'A section heading' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Zoom' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'section editor at 390 px');

    const outline = page.getByRole('button', { name: 'Outline' }).filter({ visible: true });
    await tabTo(page, outline);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Heading', exact: true }).filter({ visible: true })).toBeVisible();
    await expectAccessible(page, 'section editor, outline open');
  } finally {
    await page.request.delete(`/api/sites/demo/sections/${sectionId}`, { headers: origin(page) }).catch(() => undefined);
    await context.close();
  }
});
