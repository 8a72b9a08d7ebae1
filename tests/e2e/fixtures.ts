import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';

export { E2E_ADMIN };

/** Signs in through the real login form and waits for the destination. */
export async function login(page: Page, { email, password } = E2E_ADMIN, destination: RegExp = /\/dashboard$/) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(destination);
}
