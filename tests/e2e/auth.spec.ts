import { expect, test } from '@playwright/test';
import { E2E_ADMIN, login, mailLink } from './fixtures.ts';
import { SIGN_IN_SUBTITLE_BUILDER, SIGN_UP_CHECK_MAIL_TITLE, signInSubtitle, signUpCheckMailMessage, VERIFICATION_MAIL_SUBJECT } from '../../src/core/auth/messages.ts';

test('an anonymous visit to /dashboard goes to the login page and back after signing in', async ({ page }) => {
  await page.goto('/dashboard/sites');
  await expect(page).toHaveURL('/auth/login?callbackURL=%2Fdashboard%2Fsites');
  // A builder reads the platform's words.
  await expect(page.getByText(SIGN_IN_SUBTITLE_BUILDER)).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/sites');
  await expect(page.getByRole('heading', { name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sitewright Demo Store/ })).toBeVisible();
});

test("a shopper sent to sign in from a shop reads the shop's name, taken from the return path, never from the address bar's own words", async ({ page }) => {
  // The shop's Login link goes through the auth endpoint, which sends the visitor to the sign-in page with the way back.
  await page.goto(`/api/auth/signin?callbackURL=${encodeURIComponent('/site-demo/shop?category=home')}&shop=Evil%20Corp`);
  await expect(page).toHaveURL(/\/auth\/login\?callbackURL=/);
  await expect(page.getByText(signInSubtitle('Sitewright Demo Store'))).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Sitewright Demo Store');
  await expect(page.getByText('Evil Corp')).toHaveCount(0);
  await expect(page.getByText(SIGN_IN_SUBTITLE_BUILDER)).toHaveCount(0);
  // Its sign-up link keeps the way back, and names the shop too.
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page.getByText('Create your account at Sitewright Demo Store.')).toBeVisible();
  // The editor of the same site is a builder's place; a site that does not exist names no shop.
  await page.goto(`/auth/login?callbackURL=${encodeURIComponent('/site-demo/edit')}`);
  await expect(page.getByText(SIGN_IN_SUBTITLE_BUILDER)).toBeVisible();
  await page.goto(`/auth/login?callbackURL=${encodeURIComponent('/site-nosuchshop/shop')}`);
  await expect(page.getByText(SIGN_IN_SUBTITLE_BUILDER)).toBeVisible();
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
