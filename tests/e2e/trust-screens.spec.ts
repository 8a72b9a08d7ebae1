import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpCheckMailMessage } from '../../src/core/auth/messages.ts';
import { expectNoSeriousAxeViolations, login } from './fixtures.ts';

// Issue 21's screens a person meets (sign-in with its new links and passkey button, sign-up's
// "check your mail", forgot password, a reset link's new-password form, a broken invitation link,
// the profile's authenticator and passkey sections, a collection's submitter settings): each at
// 390 px without sideways scroll, reached by keyboard alone, with no serious axe violation.

const PHONE = { width: 390, height: 844 };

async function fitsThePhone(page: Page) {
  // The elements that reach past the right edge, named, so a failure says where to look.
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !element.closest('[class*="overflow-x-auto"]'))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`)
      .slice(0, 5),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), wider.join('\n')).toBe(true);
}

/** Tabs from the top of the page until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, most = 40) {
  await page.locator('body').focus();
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('issue 21 screens at 390 px, by keyboard', () => {
  test.use({ viewport: PHONE });

  test('sign-in, sign-up (check your mail), forgot password, a reset link and a broken invitation link', async ({ page }) => {
    // Five screens, each checked with axe: more than the default 30 s when the machine is busy.
    test.setTimeout(90_000);
    await page.goto('/auth/login');
    await fitsThePhone(page);
    await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
    await tabTo(page, page.getByRole('button', { name: 'Sign in with a passkey' }));
    await expectNoSeriousAxeViolations(page);

    await page.goto('/auth/signup');
    await page.waitForLoadState('networkidle');
    const email = `phone-${Date.now().toString(36)}@example.com`;
    await tabTo(page, page.getByLabel('Name'));
    await page.keyboard.type('Phone Person');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Phone-Pass-123!');
    await page.keyboard.press('Enter');
    await expect(page.getByText(signUpCheckMailMessage(email))).toBeVisible();
    await fitsThePhone(page);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/auth/forgot-password');
    await fitsThePhone(page);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/auth/update-password?token=not-a-real-token');
    await fitsThePhone(page);
    await tabTo(page, page.getByRole('button').last());
    await expectNoSeriousAxeViolations(page);

    await page.goto('/auth/invitation?token=not-a-real-token');
    await fitsThePhone(page);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("the profile's authenticator and passkey sections, and a collection's submitter settings", async ({ page }) => {
    await login(page);
    await page.goto('/account/profile');
    await fitsThePhone(page);
    await tabTo(page, page.getByRole('button', { name: /add a passkey|add passkey/i }).first(), 60);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/dashboard/sites/site-demo/collections');
    const open = page.getByRole('button', { name: 'Settings of demo-posts' });
    await expect(open).toBeVisible();
    await tabTo(page, open, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Settings of demo-posts' });
    await expect(dialog).toBeVisible();
    await fitsThePhone(page);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});
