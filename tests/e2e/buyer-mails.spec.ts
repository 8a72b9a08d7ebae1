import { expect, test } from '@playwright/test';
import { FULFILMENT_LABELS, OWNER_ACTION_LABELS } from '../../src/core/checkout/orders-dashboard.ts';
import { siteOrders, siteSettings } from '../../src/core/paths/routes.ts';
import { BUYER_MAIL_LABELS, MAIL_LOGO, MAIL_PREVIEW, orderPaidSubject, TRACKING_LINK_LABEL, TRACKING_URL_INVALID } from '../../src/core/shop/buyer-mails.ts';
import { orderShippedSubject } from '../../src/core/shop/owner-notifications.ts';
import { SHOP_SETTINGS_LABELS as L } from '../../src/core/shop/shop-settings.ts';
import { plainProduct } from './checkout-helpers.ts';
import { expectNoSeriousAxeViolations, placeInvoiceOrder, login, mailLink, ownNetwork } from './fixtures.ts';

// Issue 25 item 6 (decision 064): the demo shop's owner chooses a logo for the mails, marks an
// offline order paid (the buyer gets the paid mail with the invoice link) and shipped with a
// tracking link (a plain http one refused under its field first), and previews the mails in the
// site settings, all at phone width, by keyboard where a person would type, checked with axe.

test('the owner marks an offline order paid and shipped with a tracking link, and previews the buyer mails', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await login(page);
  await page.goto(siteSettings('demo'));
  const shopTitle = await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue();

  // The mails' logo: one of the demo site's images.
  const section = page.getByRole('region', { name: L.heading });
  const logo = section.getByLabel(MAIL_LOGO.label);
  // Chosen by keyboard: the select focused, the first image one arrow down from "none".
  await logo.focus();
  await page.keyboard.press('ArrowDown');
  await expect(logo).not.toHaveValue('');
  await expect(section.locator('[data-mail-logo-preview]')).toBeVisible();
  await section.getByRole('button', { name: L.save }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(L.saved);
  const chosen = await logo.inputValue();
  expect(chosen).not.toBe('');

  // A buyer places an invoice order.
  const shopper = await browser.newPage({ extraHTTPHeaders: ownNetwork(16) });
  await shopper.goto('/');
  const product = await plainProduct(shopper);
  const email = `mails-${Date.now()}@example.com`;
  const reference = await placeInvoiceOrder(shopper, product.id, { name: 'Mail Buyer', email: email });
  await shopper.close();

  // The owner marks it paid, by keyboard: the buyer's paid mail carries the invoice link.
  await page.goto(siteOrders('demo'));
  await page.getByRole('button', { name: reference }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: OWNER_ACTION_LABELS.paid }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: OWNER_ACTION_LABELS.fulfilled })).toBeVisible();
  const invoiceLink = await mailLink(email, orderPaidSubject(reference, shopTitle));
  expect(invoiceLink).toMatch(/\/api\/invoices\/[0-9a-f-]+\.pdf\?expires=\d+&sig=/);
  const invoice = await page.request.get(invoiceLink.replace(/^https?:\/\/[^/]+/, ''));
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toBe('application/pdf');

  // Shipped with a tracking link: a plain http one is refused under its field, then an https one.
  for (const [label, text] of [
    [FULFILMENT_LABELS.carrier, 'DHL'],
    [FULFILMENT_LABELS.trackingNumber, 'JD0146000077'],
    [FULFILMENT_LABELS.trackingUrl, 'http://tracking.example/JD0146000077'],
  ] as const) {
    await dialog.getByLabel(label).focus();
    await page.keyboard.type(text);
  }
  await dialog.getByRole('button', { name: OWNER_ACTION_LABELS.fulfilled }).focus();
  await page.keyboard.press('Enter');
  const trackingField = dialog.getByLabel(FULFILMENT_LABELS.trackingUrl);
  await expect(dialog.getByText(TRACKING_URL_INVALID)).toBeVisible();
  await expect(trackingField).toHaveAttribute('aria-invalid', 'true');
  const trackingUrl = 'https://tracking.example/JD0146000077';
  await trackingField.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(trackingUrl);
  await dialog.getByRole('button', { name: OWNER_ACTION_LABELS.fulfilled }).focus();
  await page.keyboard.press('Enter');
  const track = dialog.getByRole('link', { name: new RegExp(FULFILMENT_LABELS.trackingLink) });
  await expect(track).toHaveAttribute('href', trackingUrl);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  expect(await mailLink(email, orderShippedSubject(reference, shopTitle))).toBe(trackingUrl);
  await page.keyboard.press('Escape');

  // The preview: each kind by keyboard, the HTML in a sandboxed frame with the logo, the text beside it.
  await page.goto(siteSettings('demo'));
  const preview = page.getByRole('region', { name: MAIL_PREVIEW.heading });
  const frame = preview.locator('iframe[data-mail-preview-html]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(preview.locator('[data-mail-preview-text]')).toContainText(shopTitle);
  const kind = preview.getByLabel(MAIL_PREVIEW.kind);
  await kind.focus();
  for (let presses = 0; presses < 5 && (await kind.inputValue()) !== 'shipped'; presses++) await page.keyboard.press('ArrowDown');
  await expect(kind).toHaveValue('shipped');
  await expect(frame).toHaveAttribute('title', MAIL_PREVIEW.frameTitle(BUYER_MAIL_LABELS.shipped));
  await expect(preview.locator('[data-mail-preview-text]')).toContainText(`${TRACKING_LINK_LABEL}: https://tracking.example/`);
  const mail = page.frameLocator('iframe[data-mail-preview-html]');
  await expect(mail.getByRole('link', { name: TRACKING_LINK_LABEL })).toBeVisible();
  await expect(mail.locator('img')).toHaveAttribute('src', /^https?:\/\/[^/]+\/media\//);
  await expect(mail.locator('img')).toHaveJSProperty('complete', true);
  expect(await mail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  // The mail's own HTML (axe cannot run inside the script-less frame): in a page of its own, at 390 px.
  const mailPage = await context.newPage();
  await mailPage.setContent((await frame.getAttribute('srcdoc'))!);
  await expect(mailPage.getByRole('link', { name: TRACKING_LINK_LABEL })).toBeVisible();
  expect(await mailPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(mailPage);
  await mailPage.close();

  // Back to no logo, for the other specs' mails.
  await section.getByLabel(MAIL_LOGO.label).selectOption('');
  await section.getByRole('button', { name: L.save }).click();
  await expect(section.getByRole('status')).toHaveText(L.saved);
  await context.close();
});
