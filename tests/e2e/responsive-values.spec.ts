// Per-breakpoint values (issue 27, decision 070): the canvas's viewport switcher picks the
// breakpoint a field edits; the published page applies each value at its width with CSS alone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { canvas, openEditor, publishButton, visible } from './editor-helpers.ts';
import { expectNoSeriousAxeViolations, login, origin, publishPage, toast } from './fixtures.ts';

const text = (id: string, words: string) => ({ type: 'Text', props: { id, text: words, align: 'start', size: 'base', textDisplayLength: 0 } });

const startingPage = {
  root: { props: { title: 'Responsive' } },
  content: [
    { type: 'Heading', props: { id: 'Heading-responsive', text: 'Not on phones', level: 'h1', align: 'start', size: '3xl' } },
    {
      type: 'Columns',
      props: {
        id: 'Columns-responsive',
        count: 3,
        split: '33-33-33',
        gap: '6',
        stackOnMobile: false,
        column1: [text('Text-one', 'Column one')],
        column2: [text('Text-two', 'Column two')],
        column3: [text('Text-three', 'Column three')],
        column4: [],
      },
    },
  ],
};

/** Selects a block by its layer in the Outline. */
async function selectLayer(page: Page, name: string) {
  // The Blocks drawer has buttons of the same names: open the Outline first.
  if (!(await page.getByRole('heading', { name: 'Outline', level: 2 }).isVisible())) await visible(page.getByRole('navigation').getByRole('button', { name: 'Outline' })).click();
  await expect(page.getByRole('heading', { name: 'Outline', level: 2 })).toBeVisible();
  await visible(page.getByRole('button', { name, exact: true })).click();
}

/**
 * The editor around the canvas (where the per-breakpoint fields are): no serious or critical axe
 * violation. The canvas is left out: a block with slots is a Puck drag handle around its nested
 * blocks' handles (nested-interactive), which this field does not change.
 */
async function expectFieldsAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).exclude('#preview-frame').analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`)).toEqual([]);
}

/** Left edges of the three columns' texts on the visitor's page. */
async function columnLefts(page: Page): Promise<number[]> {
  const lefts: number[] = [];
  for (const words of ['Column one', 'Column two', 'Column three']) {
    const box = await page.getByText(words, { exact: true }).boundingBox();
    if (!box) throw new Error(`${words} has no box`);
    lefts.push(Math.round(box.x));
  }
  return lefts;
}

test('columns set to 1 and a heading hidden on phone: one column and no heading at 390 px, three columns and the heading at 1280 px', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const path = `/site-demo/e2e-responsive-${Date.now().toString(36)}`;
  await login(page);
  await publishPage(page, path, startingPage);
  await openEditor(page, path);
  await expect(page.locator('[class*="_PuckCanvas--ready_"]')).toBeAttached({ timeout: 20_000 });

  await visible(page.getByRole('button', { name: /Switch to Phone viewport/ })).click();
  await selectLayer(page, 'Columns');
  const count = visible(page.getByRole('group', { name: 'Columns (Phone)' }));
  await expect(count.getByRole('radio', { name: 'Three columns' })).toBeChecked();
  await count.getByRole('radio', { name: 'One column' }).check();
  await expect(count.getByText('Differs on phone')).toBeVisible();
  await expect(count.getByRole('button', { name: 'Reset Columns on phone' })).toBeVisible();
  // The canvas is 390 px wide: it shows the phone layout at once.
  const one = await canvas(page).getByText('Column one', { exact: true }).boundingBox();
  const two = await canvas(page).getByText('Column two', { exact: true }).boundingBox();
  expect(Math.round(one!.x)).toBe(Math.round(two!.x));
  await expectFieldsAccessible(page);

  // Desktop still has three (the block stays selected across the switch).
  await visible(page.getByRole('button', { name: /Switch to Desktop viewport/ })).click();
  const desktop = visible(page.getByRole('group', { name: 'Columns (Desktop)' }));
  await expect(desktop.getByRole('radio', { name: 'Three columns' })).toBeChecked();
  await expect(desktop.getByText('Differs on phone')).toBeVisible();

  await visible(page.getByRole('button', { name: /Switch to Phone viewport/ })).click();
  await selectLayer(page, 'Heading');
  const visibility = visible(page.getByRole('group', { name: 'Visibility (Phone)' }));
  await visibility.getByRole('radio', { name: 'Hidden' }).check();
  await expect(visibility.getByText('Differs on phone')).toBeVisible();

  await publishButton(page).click();
  await expect(toast(page, 'Page published successfully')).toBeVisible();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(path);
  const stacked = await columnLefts(phone);
  expect(new Set(stacked).size, `lefts at 390 px: ${stacked}`).toBe(1);
  await expect(phone.getByRole('heading', { name: 'Not on phones' })).toBeHidden();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await wide.goto(path);
  const sideBySide = await columnLefts(wide);
  expect(sideBySide[0]).toBeLessThan(sideBySide[1]!);
  expect(sideBySide[1]).toBeLessThan(sideBySide[2]!);
  await expect(wide.getByRole('heading', { name: 'Not on phones' })).toBeVisible();
  // Still a page without visitor JavaScript.
  await expect(wide.locator('script, link[rel="modulepreload"]')).toHaveCount(0);
  await wide.close();
});

test('the server refuses per-breakpoint values of the wrong shape with a 400', async ({ page }) => {
  await login(page);
  const path = `/site-demo/e2e-responsive-bad-${Date.now().toString(36)}`;
  const bad = { ...startingPage, content: [{ ...startingPage.content[1], props: { ...startingPage.content[1]!.props, count: { phone: 1 } } }] };
  const response = await page.request.post('/api/editor', {
    headers: origin(page),
    data: { data: bad, path, pathWithNoSite: '', title: 'Bad', description: '', is_template: false, is_system: false, baseVersion: 0 },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { error: string }).error).toContain('count has per-breakpoint values without a base');
});

test('an image 600 by 300 on desktop and 200 by 200 on phone, set in the editor, is each at its width', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const path = `/site-demo/e2e-responsive-image-${Date.now().toString(36)}`;
  await login(page);
  await publishPage(page, path, {
    root: { props: { title: 'Responsive image' } },
    content: [
      {
        type: 'Image',
        props: { id: 'Image-responsive', url: '/media/demo/content/home-and-living.webp', alt: 'Living room', width: 600, height: 300, fit: 'cover', loading: 'eager', placeholder: 'none', align: 'start' },
      },
    ],
  });
  await openEditor(page, path);
  await expect(page.locator('[class*="_PuckCanvas--ready_"]')).toBeAttached({ timeout: 20_000 });

  await visible(page.getByRole('button', { name: /Switch to Phone viewport/ })).click();
  await selectLayer(page, 'Image');
  const width = visible(page.getByRole('spinbutton', { name: 'Width (px) (Phone)' }));
  await expect(width).toHaveValue('600');
  // By keyboard: each number typed over the one it inherits.
  await width.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('200');
  await expect(width).toHaveValue('200');
  const height = visible(page.getByRole('spinbutton', { name: 'Height (px) (Phone)' }));
  await height.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('200');
  // Each field says so, as its description.
  await expect(width).toHaveAccessibleDescription('Differs on phone');
  await expect(height).toHaveAccessibleDescription('Differs on phone');
  // The 390 px canvas shows the phone size at once.
  await expect.poll(async () => Math.round((await canvas(page).getByRole('img', { name: 'Living room' }).boundingBox())?.height ?? 0)).toBe(200);
  await expectFieldsAccessible(page);

  await publishButton(page).click();
  await expect(toast(page, 'Page published successfully')).toBeVisible();

  for (const [viewport, expected] of [
    [{ width: 390, height: 844 }, { width: 200, height: 200 }],
    [{ width: 1280, height: 900 }, { width: 600, height: 300 }],
  ] as const) {
    // A context of its own: axe needs one.
    const context = await browser.newContext({ viewport });
    const visitor = await context.newPage();
    await visitor.goto(path);
    const box = await visitor.getByRole('img', { name: 'Living room' }).boundingBox();
    expect({ width: Math.round(box!.width), height: Math.round(box!.height) }, `at ${viewport.width} px`).toEqual(expected);
    await expect(visitor.locator('script')).toHaveCount(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(visitor);
    await context.close();
  }
});
