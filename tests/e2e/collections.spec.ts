import { expect, test } from '@playwright/test';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, toast } from './fixtures.ts';

test.describe('Collections of a site', () => {
  let siteId = '';
  test.beforeEach(async ({ page }) => {
    await login(page);
    siteId = await createSite(page, `Collections site ${Date.now().toString(36)}`, 'Made by the collections test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  test('define a collection and its fields, partly by keyboard; its name opens its records', async ({ page }) => {
    await page.goto(`/dashboard/sites/site-${siteId}`);
    await page.getByRole('link', { name: 'Collections', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
    await expect(page.getByText('No collections yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // New collection, by keyboard; a bad name is refused by the server under the field.
    await page.getByRole('button', { name: 'New collection' }).focus();
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'New collection' });
    await expect(create.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('has space');
    await page.keyboard.press('Enter');
    await expect(create.getByLabel('Name')).toHaveAccessibleDescription(/A collection name has 1–100 letters/);
    await create.getByLabel('Name').fill('leads');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Collection leads created')).toBeVisible();
    await expect(create).toBeHidden();
    const row = page.getByRole('row', { name: /leads/ });
    await expect(row.getByRole('cell', { name: 'Free-form' })).toBeVisible();

    // Fields: two inputs, a duplicate name is caught before sending, then saved.
    await row.getByRole('button', { name: 'Edit fields of leads' }).click();
    const fields = page.getByRole('dialog', { name: 'Fields of leads' });
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await fields.getByRole('button', { name: 'Add field' }).click();
    await fields.getByRole('button', { name: 'Add field' }).click();
    const first = fields.getByRole('group', { name: 'Field 1' });
    const second = fields.getByRole('group', { name: 'Field 2' });
    await first.getByLabel('Name').fill('email');
    await first.getByLabel('Label', { exact: true }).fill('Email');
    await first.getByLabel('Type').selectOption('email');
    await first.getByLabel('Required').check();
    await second.getByLabel('Name').fill('email');
    await second.getByLabel('Type').selectOption('select');
    await second.getByLabel(/Options, one per line/).fill('Website = web\nFriend');
    await fields.getByRole('button', { name: 'Save fields' }).click();
    await expect(fields.getByRole('alert')).toHaveText('Duplicate input name "email" (item 2). Each input needs its own name.');
    await second.getByLabel('Name').fill('source');
    await second.getByLabel('Label', { exact: true }).fill('How did you hear of us?');
    await fields.getByRole('button', { name: 'Save fields' }).click();
    await expect(toast(page, 'Fields of leads saved')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Email, How did you hear of us?' })).toBeVisible();

    const saved = await page.request.get(`/api/collections?siteId=${siteId}`);
    const leads = ((await saved.json()) as { data: { name: string; fields: unknown }[] }).data.find((c) => c.name === 'leads');
    expect(leads?.fields).toEqual([
      { name: 'email', type: 'email', label: 'Email', validationObject: { required: true } },
      { name: 'source', type: 'select', label: 'How did you hear of us?', options: [{ name: 'Website', value: 'web' }, { name: 'Friend', value: 'Friend' }] },
    ]);

    // Settings: the people who sent a record through a form may change it for a day (never by default).
    await row.getByRole('button', { name: 'Settings of leads' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings of leads' });
    const choice = settings.getByLabel('Submitters may edit their submissions');
    await expect(choice).toHaveValue('never');
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await choice.selectOption({ label: 'Within 24 hours of submitting' });
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'Settings of leads saved')).toBeVisible();
    await expect(settings).toBeHidden();
    await row.getByRole('button', { name: 'Settings of leads' }).click();
    await expect(settings.getByLabel('Submitters may edit their submissions')).toHaveValue('24h');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // Import: a bad row is named and blocks the import; a good file goes in with a progress bar.
    await row.getByRole('button', { name: 'Import records into leads' }).click();
    const importing = page.getByRole('dialog', { name: 'Import into leads' });
    await importing.getByLabel('File to import').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from('email,source\r\nada@example.com,web\r\nnot-an-email,Friend\r\n') });
    await expect(importing.getByRole('status')).toHaveText('leads.csv: 2 rows, 1 with problems to fix before importing.');
    await expect(importing.getByText('Row 2: email: Invalid email format')).toBeVisible();
    await expect(importing.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await importing.getByLabel('File to import').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from('email,source\r\nada@example.com,web\r\n"grace@example.com",Friend\r\n') });
    await expect(importing.getByRole('status')).toHaveText('leads.csv: 2 rows, all fit the collection.');
    await importing.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(toast(page, 'Imported 2 records into leads')).toBeVisible();
    await expect(row.getByRole('cell', { name: '2', exact: true }).first()).toBeVisible();

    // Export it and import the file into another collection.
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Export leads as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${siteId}-leads-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const exported = await file.path();
    await page.getByRole('button', { name: 'New collection' }).click();
    await page.getByRole('dialog', { name: 'New collection' }).getByLabel('Name').fill('leads-copy');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Collection leads-copy created')).toBeVisible();
    await page.getByRole('row', { name: /leads-copy/ }).getByRole('button', { name: 'Import records into leads-copy' }).click();
    const copying = page.getByRole('dialog', { name: 'Import into leads-copy' });
    await copying.getByLabel('File to import').setInputFiles(exported);
    await expect(copying.getByRole('status')).toHaveText(/2 rows, all fit the collection\./);
    await copying.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(toast(page, 'Imported 2 records into leads-copy')).toBeVisible();
    const copied = await page.request.get(`/api/data/leads-copy?siteId=${siteId}&sortField=created_at&sort=asc`);
    expect(((await copied.json()) as { data: { email: string; source: string }[] }).data.map(({ email, source }) => ({ email, source }))).toEqual([
      { email: 'ada@example.com', source: 'web' },
      { email: 'grace@example.com', source: 'Friend' },
    ]);

    // The name opens the collection's records in the content manager.
    await page.getByRole('link', { name: 'leads', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/site-${siteId}/manage/data/leads$`));
  });
});
