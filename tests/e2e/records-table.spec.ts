import { expect, test, type Page } from '@playwright/test';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, origin, toast } from './fixtures.ts';

/** A collection `leads` with two fields and three records, imported in this order (each a millisecond later). */
async function seedLeads(page: Page, siteId: string) {
  const headers = origin(page);
  expect((await page.request.post('/api/collections', { headers, data: { siteId, name: 'leads' } })).status()).toBe(201);
  const fields = [
    { name: 'email', type: 'email', label: 'Email', validationObject: { required: true } },
    { name: 'company', type: 'text', label: 'Company' },
  ];
  expect((await page.request.put('/api/collections/leads', { headers, data: { siteId, fields } })).status()).toBe(200);
  const records = [
    { email: 'ada@example.com', company: 'Analytical' },
    { email: 'grace@example.com', company: 'Navy' },
    { email: 'linus@example.com', company: 'Kernel' },
  ];
  const imported = await page.request.post('/api/collections/leads/import', { headers, data: { siteId, records } });
  expect(imported.status(), await imported.text()).toBe(201);
}

test.describe('Records table of a data collection', () => {
  let siteId = '';
  test.beforeEach(async ({ page }) => {
    await login(page);
    siteId = await createSite(page, `Records site ${Date.now().toString(36)}`, 'Made by the records table test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  test('sort by a column, search, and edit a record by keyboard', async ({ page }) => {
    await seedLeads(page, siteId);
    await page.goto(`/dashboard/site-${siteId}/manage/data/leads`);
    await page.getByRole('button', { name: 'List view' }).click();
    const table = page.getByRole('table');
    const names = table.locator('tbody th');
    await expect(table.locator('thead th')).toHaveText(['Email', 'Company', 'Created', 'Updated', 'Actions']);
    // The API's default order, newest first, shown on its header.
    await expect(names).toHaveText(['linus@example.com', 'grace@example.com', 'ada@example.com']);
    await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');

    await table.getByRole('button', { name: 'Created' }).click();
    await expect(names).toHaveText(['ada@example.com', 'grace@example.com', 'linus@example.com']);
    await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'ascending');

    // A defined field sorts too, on the server: Analytical, Kernel, Navy.
    await table.getByRole('button', { name: 'Company' }).click();
    await expect(names).toHaveText(['ada@example.com', 'linus@example.com', 'grace@example.com']);
    await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');

    await page.getByRole('searchbox').fill('grace');
    await expect(names).toHaveText(['grace@example.com']);
    await page.getByRole('searchbox').fill('');
    await expect(names).toHaveCount(3);

    // Edit Ada's record by keyboard only.
    const adaRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'ada@example.com' }) });
    const edit = adaRow.getByRole('button', { name: 'Edit' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit ada@example.com' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Company')).toHaveValue('Analytical');
    await expectNoSeriousAxeViolations(page);

    // A rule the server also runs is caught first, under its field.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('not an email');
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Invalid email format');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('ada@engines.example');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Company')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Difference Engines');
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Data updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const edited = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'ada@engines.example' }) });
    await expect(edited.getByRole('cell', { name: 'Difference Engines' })).toBeVisible();
    await expect(edited.getByRole('button', { name: 'Edit' })).toBeFocused();

    // Updated, ascending: the record just edited comes last.
    await table.getByRole('button', { name: 'Updated' }).click();
    await expect(table.getByRole('columnheader', { name: 'Updated' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(names).toHaveText(['grace@example.com', 'linus@example.com', 'ada@engines.example']);

    // Escape closes without saving, and focus goes back to the Edit button.
    const graceEdit = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'grace@example.com' }) }).getByRole('button', { name: 'Edit' });
    await graceEdit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Edit grace@example.com' }).getByLabel('Email')).toBeFocused();
    await page.keyboard.type('x');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(graceEdit).toBeFocused();

    const stored = await page.request.get(`/api/data/leads?siteId=${siteId}&sortField=created_at&sort=asc`);
    expect(((await stored.json()) as { data: { email: string; company: string }[] }).data.map(({ email, company }) => ({ email, company }))).toEqual([
      { email: 'ada@engines.example', company: 'Difference Engines' },
      { email: 'grace@example.com', company: 'Navy' },
      { email: 'linus@example.com', company: 'Kernel' },
    ]);
  });

  test('a collection with no fields: its records are edited as their plain values, types kept', async ({ page }) => {
    const headers = origin(page);
    expect((await page.request.post('/api/collections', { headers, data: { siteId, name: 'stock' } })).status()).toBe(201);
    const imported = await page.request.post('/api/collections/stock/import', { headers, data: { siteId, records: [{ name: 'Lamp', count: 3, sizes: ['S', 'M'] }] } });
    expect(imported.status(), await imported.text()).toBe(201);

    await page.goto(`/dashboard/site-${siteId}/manage/data/stock`);
    await page.getByRole('button', { name: 'List view' }).click();
    const table = page.getByRole('table');
    await expect(table.locator('thead th')).toHaveText(['name', 'count', 'sizes', 'Created', 'Updated', 'Actions']);
    await expect(table.locator('tbody td').nth(1)).toHaveText('2 items');
    await table.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lamp' });
    await expect(dialog.getByText('This collection has no fields defined')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Define its fields' })).toHaveAttribute('href', `/dashboard/sites/site-${siteId}/collections`);
    await expect(dialog.getByLabel('sizes')).toHaveCount(0);
    await dialog.getByLabel('count').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Data updated successfully')).toBeVisible();
    await expect(table.locator('tbody td').first()).toHaveText('5');

    const stored = await page.request.get(`/api/data/stock?siteId=${siteId}`);
    expect(((await stored.json()) as { data: Record<string, unknown>[] }).data[0]).toMatchObject({ name: 'Lamp', count: 5, sizes: ['S', 'M'] });
  });
});
