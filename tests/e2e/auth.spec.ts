import { expect, test } from '@playwright/test';
import { E2E_ADMIN, login, mailLink } from './fixtures.ts';
import { SIGN_UP_CHECK_MAIL_TITLE, signUpCheckMailMessage, VERIFICATION_MAIL_SUBJECT } from '../../src/core/auth/messages.ts';

test('an anonymous visit to /dashboard goes to the login page and back after signing in', async ({ page }) => {
  await page.goto('/dashboard/sites');
  await expect(page).toHaveURL('/auth/login?callbackURL=%2Fdashboard%2Fsites');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/sites');
  await expect(page.getByRole('heading', { name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sitewright Demo Store/ })).toBeVisible();
});

test('a wrong password shows an error and keeps the visitor on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('Not-the-password-1!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);
});

test('signing out from the user menu ends the session', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: 'Demo Admin' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth/login?callbackURL=%2Fdashboard');
});

test('a new account can sign up, sees the dashboard and has no sites', async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/auth/signup');
  await page.getByLabel('Name').fill('New Person');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('weak');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/^Password must contain/)).toBeVisible();
  await page.getByLabel('Password').fill('Str0ng-enough!');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Not signed in yet: the address is confirmed by the link mailed to it, which signs the account in.
  await expect(page.getByRole('heading', { name: SIGN_UP_CHECK_MAIL_TITLE })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(signUpCheckMailMessage(email));
  await page.goto(await mailLink(email, VERIFICATION_MAIL_SUBJECT));
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/sites');
  await expect(page.getByText('No items found')).toBeVisible();
  // Not an admin: the platform's admin API refuses.
  const response = await page.request.get('/api/admin/users');
  expect(response.status()).toBe(403);
});
