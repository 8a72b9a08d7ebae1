import { expect, test, type Page } from '@playwright/test';
import { PASSKEY_NEEDS_RECENT_SIGN_IN } from '../../src/core/auth/second-factor-messages.ts';
import { SESSION_NOT_FRESH_CODE } from '../../src/core/auth/second-factor-limits.ts';
import { totpCode } from '../../src/server/testing/totp.ts';
import { expectNoSeriousAxeViolations, signUpConfirmed } from './fixtures.ts';

const PASSWORD = 'Two-Factor-Pass-1!';

/** A new account, signed in on `page`. */
async function signUp(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await page.goto('/auth/login');
  // The mailed link confirms the address and signs the account in (decision 031).
  await signUpConfirmed(page, { name, email, password: PASSWORD });
  return { email, password: PASSWORD };
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/auth/login');
}

async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A different six digits than `code`. */
const otherThan = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

test('TOTP on in the profile, then sign-in asks for the code, refuses a wrong one and takes the right one or a backup code; new backup codes replace the old', async ({ page }) => {
  const name = 'Totp Person';
  const account = await signUp(page, name);

  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await expect(section).toContainText('Off:');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByLabel('Current password').fill(account.password);
  await section.getByRole('button', { name: 'Turn on' }).click();

  const key = section.locator('[data-totp-secret]');
  await expect(key).toBeVisible();
  const secret = (await key.getAttribute('data-totp-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(section.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await expectNoSeriousAxeViolations(page);
  await section.getByLabel('Code').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Confirm' }).click();

  const codes = section.locator('[data-backup-codes] li');
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('On:');
  // Shown once: a reload shows the setting, never the codes again.
  await page.reload();
  await expect(section).toContainText('On:');
  await expect(section.locator('[data-backup-codes]')).toHaveCount(0);

  await signOut(page, name);
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // No session yet: the dashboard still asks for a sign-in.
  expect((await page.request.get('/api/auth/get-session').then((r) => r.json())) as unknown).toBeNull();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Code').fill(otherThan(totpCode(secret)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Check your app and try again.');
  await page.getByLabel('Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');

  // A backup code instead of the app.
  await signOut(page, name);
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByRole('link', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');

  // New backup codes replace the old ones: an old one is refused, a new one signs in.
  await page.goto('/account/profile');
  await section.getByRole('button', { name: 'New backup codes' }).click();
  await section.getByLabel('Current password').fill(account.password);
  await section.getByRole('button', { name: 'New backup codes' }).click();
  await expect(codes).toHaveCount(10);
  const newCodes = await codes.allTextContents();
  expect(newCodes.filter((code) => backupCodes.includes(code))).toEqual([]);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await signOut(page, name);
  await signInWithPassword(page, account);
  await page.getByRole('link', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That backup code is not right, or it has been used already.');
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByLabel('Backup code').fill(newCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('the code step fits a 390 px screen and works by keyboard alone', async ({ page }) => {
  const name = 'Keyboard Person';
  const account = await signUp(page, name);
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByLabel('Current password').fill(account.password);
  await page.keyboard.press('Enter');
  const secret = (await section.locator('[data-totp-secret]').getAttribute('data-totp-secret'))!;
  await section.getByLabel('Code').fill(totpCode(secret));
  await page.keyboard.press('Enter');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('On:');
  await signOut(page, name);

  await page.setViewportSize({ width: 390, height: 800 });
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The code field has the focus: type and press Enter.
  await page.keyboard.type(totpCode(secret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
});

test('a passkey added in the profile signs in from the sign-in screen, and can be renamed and removed', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const name = 'Passkey Person';
  await signUp(page, name);
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toContainText('No passkeys yet.');
  await section.getByLabel('Passkey name').fill('Work laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('list', { name: 'Passkeys' })).toContainText('Work laptop');
  await expectNoSeriousAxeViolations(page);

  await section.getByRole('button', { name: 'Rename: Work laptop' }).click();
  await section.getByRole('list', { name: 'Passkeys' }).getByLabel('Passkey name').fill('Home laptop');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('list', { name: 'Passkeys' })).toContainText('Home laptop');

  await signOut(page, name);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/account/profile');
  await section.getByRole('button', { name: 'Remove: Home laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(section).toContainText('No passkeys yet.');
});

test('a passkey refused because the sign-in is not recent says to sign in again', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await signUp(page, 'Stale Person');
  // The server's refusal of a session older than FRESH_SESSION_MINUTES (session-trust.int.test.ts
  // proves the server gives it); a browser test cannot age its own sign-in.
  await page.route('**/api/auth/passkey/generate-register-options*', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: SESSION_NOT_FRESH_CODE, message: 'Session is not fresh' }) }),
  );
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText(PASSKEY_NEEDS_RECENT_SIGN_IN)).toBeVisible();
  await expect(page.getByText('Session is not fresh')).toHaveCount(0);
  await expect(section).toContainText('No passkeys yet.');
});
