import { expect, test, type Page } from '@playwright/test';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, origin, publishedVersion } from './fixtures.ts';

const BLOCK_ID = 'Form-outbox-e2e';
const COLLECTION = 'contact-messages';

/** A published page with a contact form (the server binds it on publish); answers the page id. */
async function publishContactPage(page: Page, siteId: string): Promise<string> {
  const path = `/site-${siteId}/contact`;
  const response = await page.request.post('/api/editor', {
    headers: origin(page),
    data: {
      path,
      pathWithNoSite: '/contact',
      title: 'Contact',
      description: '',
      is_template: false,
      is_system: false,
      baseVersion: await publishedVersion(page, path),
      data: {
        root: { props: {} },
        content: [
          {
            type: 'Form',
            props: {
              id: BLOCK_ID,
              collection: COLLECTION,
              purpose: 'contact',
              title: 'Write to us',
              inputs: [
                { name: 'name', type: 'text', label: 'Your name' },
                { name: 'message', type: 'textarea', label: 'Message' },
              ],
              submitLabel: 'Send',
              successMessage: '',
              afterSubmit: 'stay',
              emailTo: 'desk@outbox-e2e.test',
              emailSubject: 'E2E enquiry',
            },
          },
        ],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { page: { id: string } }).page.id;
}

test.describe('Outbox', () => {
  let siteId = '';
  test.beforeEach(async ({ page }) => {
    await login(page);
    siteId = await createSite(page, `Outbox site ${Date.now().toString(36)}`, 'Made by the outbox test.');
  });
  test.afterEach(async ({ page }) => {
    if (siteId) await deleteSite(page, siteId);
  });

  test("a contact form's mail is kept in the outbox without SMTP and reads by keyboard", async ({ page }) => {
    // Empty first: what the outbox is for when no SMTP server is configured.
    await page.goto(`/dashboard/sites/site-${siteId}`);
    await page.getByRole('main').getByRole('link', { name: 'Outbox', exact: true }).click();
    await expect(page).toHaveURL(`/dashboard/sites/site-${siteId}/outbox`);
    await expect(page.getByRole('heading', { level: 1, name: /outbox$/ })).toBeVisible();
    await expect(page.getByText('No mail yet')).toBeVisible();
    await expect(page.getByText(/No SMTP server is configured, so mail is not sent/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A submission through the published form makes the mail; asking for it again sends nothing new.
    const pageId = await publishContactPage(page, siteId);
    const formId = `${pageId}:${BLOCK_ID}`;
    const form = new FormData();
    form.append('data', JSON.stringify({ name: 'Ada', message: 'Hello <b>from</b> the e2e test', _form_start_time: Date.now() - 5_000 }));
    form.append('rules', '{}');
    form.append('formId', formId);
    const created = await page.request.post(`/api/data/${COLLECTION}`, { headers: origin(page), multipart: form });
    expect(created.status(), await created.text()).toBe(201);
    const recordId = ((await created.json()) as { data: { id: string } }).data.id;
    const again = await page.request.post('/api/form/send-emails', {
      headers: origin(page),
      data: { formId, recordId, formType: 'contact', emailConfig: { to: 'someone@else.test' } },
    });
    expect(await again.json()).toEqual({ success: true, status: 'stored' });

    await page.reload();
    const row = page.getByRole('row', { name: /E2E enquiry/ });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'desk@outbox-e2e.test' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Stored (not sent)' })).toBeVisible();
    await expect(page.getByText('No SMTP server is configured: mail is stored here instead of being sent.')).toBeVisible();
    // Nothing can be sent again without SMTP.
    await expect(row.getByRole('button', { name: /Send again/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // Keyboard: the subject opens the mail, Escape closes it and focus comes back.
    const open = row.getByRole('button', { name: 'E2E enquiry' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'E2E enquiry' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Message')).toContainText('Your name: Ada');
    await expect(dialog.getByLabel('Message')).toContainText('Message: Hello <b>from</b> the e2e test');
    await expect(dialog.locator('b')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // A click on the row opens it too; Close closes it.
    await row.getByRole('cell', { name: 'desk@outbox-e2e.test' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    // Administrators read every site's mail from the platform navigation.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Outbox', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform: outbox' })).toBeVisible();
    await expect(page.getByRole('row', { name: /E2E enquiry/ })).toHaveCount(1);
  });
});
