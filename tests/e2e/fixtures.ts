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

/** Publishes a page document at `path` through the editor API, as the signed-in user of `page`. */
export async function publishPage(page: Page, path: string, data: unknown, title = 'E2E page') {
  const response = await page.request.post('/api/editor', {
    headers: { origin: new URL(page.url()).origin },
    data: { data, path, pathWithNoSite: '', title, description: '', is_template: false, is_system: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Names of the page's islands (`<sw-island data-island>`) that have hydrated: each is then a React root. */
export function hydratedIslands(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('sw-island')]
      .filter((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer')))
      .map((island) => island.getAttribute('data-island') ?? ''),
  );
}

/**
 * Scrolls through the page half a screen at a time, as a reader would, so that every island that
 * hydrates when visible comes into view, then waits until every island has hydrated.
 */
export async function waitForIslands(page: Page) {
  await page.evaluate(async () => {
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight / 2);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('sw-island')].every((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer'))),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}
