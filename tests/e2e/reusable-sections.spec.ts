import { expect, test, type Page } from '@playwright/test';
import { canvas, openEditor, publishButton, visible } from './editor-helpers.ts';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, origin, publishPage, toast } from './fixtures.ts';

// Reusable sections (issue 27 part 2; decision 071): a footer saved once, shown on three pages; one
// edit of it reaches all three on their next request; a page's overridden heading survives the edit;
// save as section, detach, and a delete that names the pages and asks.

const doc = (...content: unknown[]) => ({ root: { props: {} }, content });
const heading = (id: string, text: string) => ({ type: 'Heading', props: { id, text, level: 'h2', align: 'left', size: '' } });
const text = (id: string, value: string) => ({ type: 'Text', props: { id, text: value, align: 'left', size: '', textDisplayLength: 0 } });

async function createSection(page: Page, siteId: string, name: string, content: unknown): Promise<string> {
  const response = await page.request.post(`/api/sites/${siteId}/sections`, { headers: origin(page), data: { name, content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { section: { id: string } }).section.id;
}

test('one edit of the footer section reaches three pages; an overridden heading survives it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await login(page);
  const siteId = await createSite(page, `Sections ${Date.now().toString(36)}`, 'Reusable sections e2e');
  try {
    const footerId = await createSection(
      page,
      siteId,
      'Footer',
      doc({ type: 'Section', props: { id: 'box', maxWidth: '', paddingY: '', paddingX: '', background: '', content: [heading('fh', 'Footer heading'), text('ft', 'Footer text v1')] } }),
    );
    const paths = ['a', 'b', 'c'].map((name) => `/site-${siteId}/sections-${name}`);
    for (const [index, path] of paths.entries()) {
      await publishPage(page, path, doc(heading('top', `Page ${index + 1}`), { type: 'SectionInstance', props: { id: 'footer', sectionId: footerId, overrides: {} } }));
    }

    // The third page overrides the footer's heading in the editor.
    await openEditor(page, paths[2]!);
    await canvas(page).getByText('Footer text v1').click();
    const override = visible(page.getByLabel('Heading text', { exact: true }));
    await expect(override).toHaveValue('Footer heading');
    await override.fill('Custom heading on page 3');
    await expect(canvas(page).getByRole('heading', { name: 'Custom heading on page 3' })).toBeVisible();
    await expect(visible(page.getByRole('button', { name: 'Reset Heading text to the section’s value' }))).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await publishButton(page).click();
    await expect(toast(page, 'Page published successfully')).toBeVisible();

    const visitor = await browser.newPage();
    for (const path of paths) {
      await visitor.goto(path);
      await expect(visitor.getByText('Footer text v1')).toBeVisible();
      // Sections are expanded on the server: the page is still plain HTML.
      await expect(visitor.locator('script, sw-island')).toHaveCount(0);
      await visitor.reload(); // the second request comes from the page cache
    }
    await expect(visitor.getByRole('heading', { name: 'Custom heading on page 3' })).toBeVisible();

    // The sections screen lists it as used on three pages, at 390 px, by keyboard.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/sites/site-${siteId}/sections`);
    const row = page.getByRole('row', { name: /Footer/ });
    await expect(row.getByRole('button', { name: '3 pages' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await row.getByRole('button', { name: '3 pages' }).focus();
    await page.keyboard.press('Enter');
    const uses = page.getByRole('dialog', { name: 'Where “Footer” is used' });
    await expect(uses.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(uses).toBeHidden();

    // Edit the section once, in its editor.
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('link', { name: 'Edit section Footer' }).click();
    await expect(page).toHaveURL(new RegExp(`/sections/${footerId}/edit$`));
    await canvas(page).getByText('Footer text v1').click();
    await visible(page.getByRole('textbox', { name: 'Text', exact: true })).fill('Footer text v2');
    await visible(page.getByRole('button', { name: 'Save section' })).click();
    await expect(toast(page, 'Section saved: 3 pages show the change.')).toBeVisible();

    for (const path of paths) {
      await visitor.goto(path);
      await expect(visitor.getByText('Footer text v2')).toBeVisible();
      await expect(visitor.getByText('Footer text v1')).toHaveCount(0);
    }
    await expect(visitor.getByRole('heading', { name: 'Custom heading on page 3' })).toBeVisible();
    await visitor.goto(paths[0]!);
    await expect(visitor.getByRole('heading', { name: 'Footer heading' })).toBeVisible();

    // Delete: the dialog names the three pages and asks; then the instances render nothing.
    await page.goto(`/dashboard/sites/site-${siteId}/sections`);
    await page.getByRole('button', { name: 'Delete section Footer' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete section “Footer”?' });
    await expect(ask).toContainText('This section is used on 3 pages');
    await expect(ask.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
    await ask.getByRole('button', { name: 'Delete anyway' }).click();
    await expect(toast(page, 'Section “Footer” deleted')).toBeVisible();
    await visitor.goto(paths[1]!);
    await expect(visitor.getByRole('heading', { name: 'Page 2' })).toBeVisible();
    await expect(visitor.getByText('Footer text v2')).toHaveCount(0);
    await visitor.close();
  } finally {
    await deleteSite(page, siteId);
  }
});

test('save a block as a section, then detach the instance into a plain copy', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  const siteId = await createSite(page, `Sections save ${Date.now().toString(36)}`, 'Save as section e2e');
  try {
    const path = `/site-${siteId}/save-as`;
    await publishPage(page, path, doc(heading('banner', 'Spring sale banner')));
    await openEditor(page, path);
    await canvas(page).getByRole('heading', { name: 'Spring sale banner' }).click();
    await visible(page.getByRole('button', { name: 'Save as section' })).click();
    const dialog = page.getByRole('dialog', { name: 'Save the selected block as a section' });
    await dialog.getByLabel('Section name').fill('Banner');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Saved as section “Banner”')).toBeVisible();
    // The page now shows the section through an instance.
    await expect(canvas(page).locator('[data-section-instance="Banner"]')).toContainText('Spring sale banner');
    await publishButton(page).click();
    await expect(toast(page, 'Page published successfully')).toBeVisible();
    const sections = (await (await page.request.get(`/api/sites/${siteId}/sections`)).json()) as { data: { name: string; usedOn: number }[] };
    expect(sections.data).toEqual([expect.objectContaining({ name: 'Banner', usedOn: 1 })]);

    // Detach: the page gets a plain heading of its own, and no longer uses the section.
    await canvas(page).getByRole('heading', { name: 'Spring sale banner' }).click();
    await visible(page.getByRole('button', { name: 'Detach' })).click();
    await expect(toast(page, 'Detached')).toBeVisible();
    await expect(canvas(page).locator('[data-section-instance]')).toHaveCount(0);
    await canvas(page).getByRole('heading', { name: 'Spring sale banner' }).click();
    await visible(page.getByLabel('Text', { exact: true })).fill('Our own banner');
    await publishButton(page).click();
    await expect(toast(page, 'Page published successfully').last()).toBeVisible();
    const after = (await (await page.request.get(`/api/sites/${siteId}/sections`)).json()) as { data: { name: string; usedOn: number }[] };
    expect(after.data).toEqual([expect.objectContaining({ name: 'Banner', usedOn: 0 })]);
    const visitor = await page.context().newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { name: 'Our own banner' })).toBeVisible();
    await visitor.close();
  } finally {
    await deleteSite(page, siteId);
  }
});
