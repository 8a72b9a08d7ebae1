import { expect, test } from '@playwright/test';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login } from './fixtures.ts';

// Decision 037: a custom domain is pending until its owner proves it; the settings screen shows how.
test('Custom domain: saved pending, both proofs shown, Verify says what is missing; at 390 px, by keyboard, without serious axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page);
  const id = await createSite(page, `Domain ${Date.now().toString(36)}`, 'Made by the custom-domain test.');
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/sites/site-${id}/settings`);
    const domain = `shop-${id}.invalid`;
    const url = page.getByLabel('Custom domain URL');
    await url.fill(`https://${domain}`);
    await url.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

    const section = page.getByRole('region', { name: domain });
    await expect(section).toContainText('does not show your site yet');
    await expect(section).toContainText(`_sitewright.${domain}`);
    await expect(section).toContainText(/sitewright-verify=[0-9a-f]{32}/);
    await expect(section).toContainText(new RegExp(`http://${domain.replace(/\./g, '\\.')}/\\.well-known/sitewright/[0-9a-f]{32}`));

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // Keyboard only: focus Verify, Enter; the server finds no proof and says what it looked for.
    const verify = section.getByRole('button', { name: 'Verify' });
    await verify.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('alert')).toContainText(`${domain} is not verified yet`, { timeout: 45_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);
  } finally {
    await deleteSite(page, id);
  }
});
