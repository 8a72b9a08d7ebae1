import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { INVOICE_LABELS } from '../../src/core/checkout/invoice-labels.ts';
import { OWNER_ACTION_LABELS } from '../../src/core/checkout/orders-dashboard.ts';
import { siteOrders, siteSettings } from '../../src/core/paths/routes.ts';
import { LEGAL_DETAILS_LABELS as LL } from '../../src/core/shop/legal-details.ts';
import { SHOP_SETTINGS_LABELS as L } from '../../src/core/shop/shop-settings.ts';
import { pdfText } from '../../src/server/testing/pdf-text.ts';
import { plainProduct } from './checkout-helpers.ts';
import { expectNoSeriousAxeViolations, placeInvoiceOrder, login, ownNetwork } from './fixtures.ts';

// Issue 25 item 7 (decision 062): the demo shop's owner sets the shop's legal details, marks an
// offline order paid, and downloads its invoice from the order dialog by keyboard at phone width;
// the PDF's text (read by a PDF parser) carries the legal details, the number and the reference.

test('the owner sets legal details, marks an offline order paid and downloads its invoice', async ({ browser, page }) => {
  // Settings, a checkout, the dashboard, a download and two axe runs: 15–25 s on a quiet machine, more beside other work.
  test.setTimeout(90_000);
  const legalName = `Demo Shop Ltd ${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await page.goto(siteSettings('demo'));
  const section = page.getByRole('region', { name: L.heading });
  // By keyboard: each field focused, what it holds selected, the new text typed.
  for (const [label, text] of [
    [LL.legalName, legalName],
    [LL.legalAddress, '12 Market Row\n10115 Berlin'],
    [LL.taxNumber, 'DE999999999'],
  ] as const) {
    await section.getByLabel(label).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
  }
  await section.getByRole('button', { name: L.save }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(L.saved);
  await expect(section.getByLabel(LL.taxNumber)).toHaveValue('DE999999999');
  // The Shop section with its invoice details, at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  const shopper = await browser.newPage({ extraHTTPHeaders: ownNetwork(15) });
  await shopper.goto('/');
  const product = await plainProduct(shopper);
  const reference = await placeInvoiceOrder(shopper, product.id, { name: 'Invoice Buyer', email: `invoice-${Date.now()}@example.com` });
  await shopper.close();

  await page.goto(siteOrders('demo'));
  await page.getByRole('button', { name: reference }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: new RegExp(INVOICE_LABELS.downloadInvoice) })).toHaveCount(0);
  await dialog.getByRole('button', { name: OWNER_ACTION_LABELS.paid }).click();
  const download = dialog.getByRole('link', { name: new RegExp(INVOICE_LABELS.downloadInvoice) });
  await expect(download).toBeVisible();

  // By keyboard: the link focused, Enter, a PDF saved under the invoice's number.
  await download.focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  const number = /^invoice-(\d+)\.pdf$/.exec(file.suggestedFilename())![1];
  const text = await pdfText(await readFile((await file.path())!));
  for (const expected of ['Invoice', legalName, '12 Market Row', 'Tax number: DE999999999', `Number: ${number}`, `Order reference: ${reference}`, 'Invoice Buyer', product.name, 'Payment method: Pay by invoice', 'Paid']) {
    expect(text).toContain(expected);
  }

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
});
