import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteDashboard, siteSettings, siteShopRules } from '../../src/core/paths/routes.ts';
import { SHOP_RULES_FORBIDDEN } from '../../src/core/shop-rules/messages.ts';
import { SHOP_RULES_API } from '../../src/core/shop-rules/owner-api.ts';
import { DISCOUNT_SCREEN as D, SHIPPING_SCREEN as S, SHOP_RULES_COMMON as C, SHOP_RULES_NAV as N, TAXES_SCREEN as T } from '../../src/core/shop-rules/screen-messages.ts';
import { invitationMailSubject } from '../../src/core/sites/messages.ts';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, mailLink, signUpConfirmed, toast } from './fixtures.ts';

// Issue 26 item 5: an owner sets up shipping, taxes and a discount code through the dashboard's
// screens by keyboard on a phone-sized screen; an editor of the site is not offered them, and
// reaching one anyway shows the server's refusal.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function press(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function checkPage(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousAxeViolations(page);
}

/** A danger confirm: Cancel has the focus first; the owner tabs on to the red button. */
async function confirmDanger(page: Page, okLabel: string) {
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: C.cancel })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: okLabel })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('an owner sets up a zone with a flat rate, a tax rate and a percent code by keyboard; an editor is not given the screens', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  const title = `Rules ${unique()}`;
  const siteId = await createSite(page, title, 'Made by the shop rules screens test.');
  try {
    // From the site's dashboard to Shipping by keyboard.
    await page.goto(siteDashboard(siteId));
    const links = page.getByRole('navigation', { name: N.label });
    await press(page, links.getByRole('link', { name: N.titles.shipping }));
    await expect(page).toHaveURL(siteShopRules(siteId, 'shipping'));
    await expect(page.getByText(S.empty)).toBeVisible();
    await checkPage(page);

    // A zone: its name, a country found by typing its name and ticked with Enter.
    await press(page, page.getByRole('button', { name: S.newZone }));
    const zoneDialog = page.getByRole('dialog', { name: S.zoneTitle(null) });
    await typeInto(page, zoneDialog.getByRole('textbox', { name: S.name, exact: true }), 'Europe');
    await typeInto(page, zoneDialog.getByRole('searchbox', { name: C.searchCountries }), 'Germany');
    await page.keyboard.press('Enter');
    await expect(zoneDialog.getByRole('button', { name: C.remove('Germany') })).toBeVisible();
    await expect(zoneDialog.getByText(C.countriesChosen(1))).toBeVisible();
    await checkPage(page);
    await press(page, zoneDialog.getByRole('button', { name: S.saveZone }));
    await expect(toast(page, S.zoneSaved('Europe'))).toBeVisible();
    const zones = page.getByRole('table', { name: S.heading(title) });
    await expect(zones.getByRole('row', { name: /Europe/ })).toContainText('Germany');

    // A flat rate typed as a person writes the amount.
    await press(page, page.getByRole('button', { name: S.newRateLabel('Europe') }));
    const rateDialog = page.getByRole('dialog', { name: S.rateTitle('Europe', null) });
    await typeInto(page, rateDialog.getByRole('textbox', { name: S.name, exact: true }), 'Standard');
    await expect(rateDialog.getByRole('combobox', { name: S.kind, exact: true })).toHaveValue('flat');
    await typeInto(page, rateDialog.getByRole('textbox', { name: new RegExp(`^${S.amount} \\(`) }), '4.90');
    await checkPage(page);
    await press(page, rateDialog.getByRole('button', { name: S.saveRate }));
    await expect(toast(page, S.rateSaved('Standard'))).toBeVisible();
    const rates = page.getByRole('table', { name: S.ratesOf('Europe') });
    await expect(rates.getByRole('row', { name: /Standard/ })).toContainText('4.90');
    await expect(zones.getByRole('row', { name: /Europe/ }).getByRole('cell').nth(1)).toHaveText(/1/);

    // Edited: the rate's price changes.
    await press(page, rates.getByRole('button', { name: S.editRateLabel('Standard') }));
    const editRate = page.getByRole('dialog', { name: S.rateTitle('Europe', 'Standard') });
    await expect(editRate.getByRole('textbox', { name: new RegExp(`^${S.amount} \\(`) })).toHaveValue('4.90');
    await typeInto(page, editRate.getByRole('textbox', { name: new RegExp(`^${S.amount} \\(`) }), '5.50');
    await press(page, editRate.getByRole('button', { name: S.saveRate }));
    await expect(rates.getByRole('row', { name: /Standard/ })).toContainText('5.50');
    await checkPage(page);

    // Taxes: a German standard rate of 19 %.
    await press(page, page.getByRole('navigation', { name: N.label }).getByRole('link', { name: N.titles.taxes }));
    await expect(page).toHaveURL(siteShopRules(siteId, 'taxes'));
    await expect(page.getByText(T.empty)).toBeVisible();
    await checkPage(page);
    await press(page, page.getByRole('button', { name: T.newRate }));
    const taxDialog = page.getByRole('dialog', { name: T.rateTitle(null) });
    const country = taxDialog.getByRole('combobox', { name: T.country, exact: true });
    await country.focus();
    await page.keyboard.type('Germany');
    await expect(country).toHaveValue('DE');
    await typeInto(page, taxDialog.getByRole('textbox', { name: T.rate, exact: true }), '19');
    await checkPage(page);
    await press(page, taxDialog.getByRole('button', { name: T.saveRate }));
    await expect(toast(page, T.rateSaved)).toBeVisible();
    await expect(page.getByRole('table', { name: T.ratesHeading }).getByRole('row', { name: /Germany/ })).toContainText('19 %');
    await checkPage(page);

    // A percent code, listed with no uses yet; then deleted behind its confirm.
    await press(page, page.getByRole('navigation', { name: N.label }).getByRole('link', { name: N.titles['discount-codes'] }));
    await expect(page).toHaveURL(siteShopRules(siteId, 'discount-codes'));
    await expect(page.getByText(D.empty)).toBeVisible();
    await checkPage(page);
    await press(page, page.getByRole('button', { name: D.newCode }));
    const codeDialog = page.getByRole('dialog', { name: D.codeTitle(null) });
    await typeInto(page, codeDialog.getByRole('textbox', { name: D.code, exact: true }), 'WELCOME10');
    await expect(codeDialog.getByRole('combobox', { name: D.kind, exact: true })).toHaveValue('percent');
    await typeInto(page, codeDialog.getByRole('textbox', { name: `${D.percent} (%)`, exact: true }), '10');
    await checkPage(page);
    await press(page, codeDialog.getByRole('button', { name: D.saveCode }));
    await expect(toast(page, D.codeSaved('WELCOME10'))).toBeVisible();
    const codes = page.getByRole('table', { name: D.heading(title) });
    const codeRow = codes.getByRole('row', { name: /WELCOME10/ });
    await expect(codeRow).toContainText('10 %');
    await expect(codeRow.getByRole('cell').nth(2)).toHaveText(D.usesOf(0, null));
    await checkPage(page);
    await press(page, codeRow.getByRole('button', { name: D.deleteLabel('WELCOME10') }));
    await confirmDanger(page, C.deleteConfirm);
    await expect(toast(page, D.codeDeleted('WELCOME10'))).toBeVisible();
    await expect(page.getByText(D.empty)).toBeVisible();

    // An editor of the site: no links, and a screen reached anyway says the server refused.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await editor.setViewportSize({ width: 390, height: 844 });
    const email = `rules-editor-${unique()}@example.com`;
    await signUpConfirmed(editor, { name: 'Rules Editor', email, password: 'Str0ng-enough!' });
    await page.goto(siteSettings(siteId));
    await expect(page.getByRole('navigation', { name: N.label })).toBeVisible();
    await page.getByLabel("Editor's email address").fill(email);
    await page.getByRole('button', { name: 'Add editor' }).click();
    await expect(page.getByRole('list', { name: 'Invitations' })).toContainText(email);
    await editor.goto(await mailLink(email, invitationMailSubject(title)));
    await editor.getByRole('button', { name: `Join ${title}` }).click();
    await expect(editor).toHaveURL(siteDashboard(siteId));
    await expect(editor.getByRole('heading', { name: title })).toBeVisible();
    await expect(editor.getByRole('navigation', { name: N.label })).toHaveCount(0);
    await expect(editor.getByRole('link', { name: N.titles.shipping })).toHaveCount(0);
    await editor.goto(siteSettings(siteId));
    await expect(editor.getByRole('heading', { name: 'Site settings' })).toBeVisible();
    await expect(editor.getByRole('navigation', { name: N.label })).toHaveCount(0);
    expect((await editor.request.get(SHOP_RULES_API.zones(siteId))).status()).toBe(403);
    for (const section of ['shipping', 'taxes', 'discount-codes'] as const) {
      await editor.goto(siteShopRules(siteId, section));
      await expect(editor.getByRole('alert')).toContainText(SHOP_RULES_FORBIDDEN);
      await expect(editor.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    }
    await checkPage(editor);
    await editorContext.close();
  } finally {
    await deleteSite(page, siteId);
  }
});
