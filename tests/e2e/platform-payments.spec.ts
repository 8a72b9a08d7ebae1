import { expect, test, type Page } from '@playwright/test';
import { siteSettings } from '../../src/core/paths/routes.ts';
import { PLATFORM_PAYMENTS_LABEL, PLATFORM_PAYMENTS_SAVED, PLATFORM_PAYMENTS_SECTION as L } from '../../src/core/shop/payment-settings.ts';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, toast } from './fixtures.ts';

// Issue 25 (decision 058): a site made now takes no card or PayPal payment through the server's
// keys until a platform admin allows it, in the site settings' Platform payments section, by
// keyboard on a phone-sized screen; the checkout then offers both, with the test-mode flag (the
// e2e server's keys are Stripe test keys and PayPal's sandbox); withdrawn, neither is offered.

async function methodsOf(page: Page, siteId: string): Promise<{ methods: string[]; testMode: boolean }> {
  const body = (await (await page.request.get(`/api/checkout/methods?siteId=${siteId}`)).json()) as { methods: { value: string }[]; testMode: boolean };
  return { methods: body.methods.map((m) => m.value), testMode: body.testMode };
}

async function setAllowed(page: Page, siteId: string, on: boolean) {
  await page.goto(siteSettings(siteId));
  const section = page.getByRole('region', { name: L.heading });
  const box = section.getByRole('checkbox', { name: PLATFORM_PAYMENTS_LABEL });
  await expect(box).toBeChecked({ checked: !on });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked({ checked: on });
  await section.getByRole('button', { name: L.save }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, PLATFORM_PAYMENTS_SAVED(on))).toBeVisible();
}

test('a platform admin lets a new site use the platform’s payment accounts, and withdraws it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  const siteId = await createSite(page, 'Platform payments e2e', 'A shop without keys of its own');
  try {
    expect(await methodsOf(page, siteId)).toEqual({ methods: ['delivery', 'invoice'], testMode: false });

    await page.goto(siteSettings(siteId));
    await expect(page.getByRole('region', { name: L.heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    await setAllowed(page, siteId, true);
    expect(await methodsOf(page, siteId)).toEqual({ methods: ['stripe', 'paypal', 'delivery', 'invoice'], testMode: true });
    // Read back from the server on the next visit.
    await setAllowed(page, siteId, false);
    expect(await methodsOf(page, siteId)).toEqual({ methods: ['delivery', 'invoice'], testMode: false });
  } finally {
    await deleteSite(page, siteId);
  }
});
