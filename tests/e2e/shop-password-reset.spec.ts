import { expect, test } from '@playwright/test';
import { FORGOT_PASSWORD_TITLE, PASSWORD_RESET_DONE, RESET_LINK_REQUESTED, RESET_MAIL_SUBJECT } from '../../src/core/auth/messages.ts';
import { BACK_TO_SIGN_IN, TWO_FACTOR_STEP_TITLE } from '../../src/core/auth/second-factor-messages.ts';
import { SHOP_ACCOUNT_TITLE, SHOP_CHANGE_PASSWORD } from '../../src/core/shop/shop-account-messages.ts';
import { expectNoSeriousAxeViolations, mailLink, signUpConfirmed } from './fixtures.ts';
import { DEMO_SHOP, expectNoBuilderLinks, expectShopBranding } from './shop-branding.ts';

// Issue 24 item 5: a shopper who forgot their password asks from the shop's sign-in; the form, the
// mailed link's page and the way back all wear the shop's clothes and lead into the shop, at phone
// width and by keyboard.

const stamp = Date.now().toString(36);
const shopper = { name: `Forgetful ${stamp}`, email: `forgetful-shopper-${stamp}@example.com`, password: 'Shopper-Pass-1!' };
const NEW_PASSWORD = 'Shopper-N3w-Pass!';

test("a shopper resets a forgotten password from the shop's sign-in and lands back in the shop", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpConfirmed(page, shopper);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/site-demo/account/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password?callbackURL=%2Fsite-demo%2Faccount');
  await expect(page).toHaveTitle(`${FORGOT_PASSWORD_TITLE} · ${DEMO_SHOP}`);
  await expectShopBranding(page);
  await expectNoBuilderLinks(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  // By keyboard: the field has focus; Enter sends.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(shopper.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(RESET_LINK_REQUESTED);

  // The mailed link opens the password page in the shop's clothes.
  await page.goto(await mailLink(shopper.email, RESET_MAIL_SUBJECT));
  await expect(page).toHaveTitle(`Update password · ${DEMO_SHOP}`);
  await expectShopBranding(page);
  await expectNoBuilderLinks(page);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('New password').press('Enter');
  await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_DONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  // Its Sign in is the shop's, and leads to the shopper's account in this shop.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/site-demo/account/login?callbackURL=%2Fsite-demo%2Faccount');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/site-demo/account');
  await expect(page.getByRole('heading', { level: 1, name: SHOP_ACCOUNT_TITLE })).toBeVisible();

  // From the account page, changing the password stays in the shop's clothes too.
  await page.getByRole('link', { name: SHOP_CHANGE_PASSWORD }).click();
  await expect(page).toHaveTitle(`Update password · ${DEMO_SHOP}`);
  await expectShopBranding(page);
  await expect(page.getByLabel('Current password')).toBeVisible();
});

test("the sign-in's second step, reached from a shop, wears the shop's clothes and leads back to its sign-in", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Where the shop's sign-in sends an account with an authenticator app (the step's cookie aside).
  await page.goto('/auth/two-factor?callbackURL=%2Fsite-demo%2Faccount');
  await expect(page).toHaveTitle(`${TWO_FACTOR_STEP_TITLE} · ${DEMO_SHOP}`);
  await expectShopBranding(page);
  await expectNoBuilderLinks(page);
  await expect(page.getByRole('link', { name: BACK_TO_SIGN_IN })).toHaveAttribute('href', '/site-demo/account/login?callbackURL=%2Fsite-demo%2Faccount');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  // A builder's step stays the platform's.
  await page.goto('/auth/two-factor?callbackURL=%2Fdashboard');
  await expect(page).toHaveTitle(`${TWO_FACTOR_STEP_TITLE} · Sitewright`);
  await expect(page.locator('[data-shop-name]')).toHaveCount(0);
});
