import { expect, test, type Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { MODERATION_APPROVED, MODERATION_REJECTED, REVIEW_PENDING_APPROVAL, moderationActionLabel } from '../../src/core/reviews/messages.ts';
import { solveAltcha } from '../../src/server/testing/altcha-solver.ts';
import { expectNoSeriousAxeViolations, login, origin, toast } from './fixtures.ts';
import { createDemoProduct, deleteDemoProduct } from './demo-products.ts';

// The seller's moderation screen (decision 024): a review sent to the API waits under Pending; the
// owner approves it by keyboard (toast, gone from Pending), finds it under Approved with its text
// shown as typed (markup inert), the product's rating written back; then rejects it. Axe clean.
// The product is made here and deleted after.

const stamp = Date.now().toString(36);
const TITLE = `Moderated review ${stamp}`;
const TEXT = '<b>Sturdy</b> and light <img src=x onerror="window.__pwned=1"> for a long walk.';

async function createProduct(owner: Page): Promise<string> {
  return createDemoProduct(owner, { name: `Moderated pack ${stamp}`, price: 40, stock: 10 });
}

/** A review as the block sends it, with a solved ALTCHA challenge. */
async function submitReview(page: Page, productId: string): Promise<void> {
  const challenge = (await (await page.request.get('/api/altcha/challenge')).json()) as Challenge;
  const response = await page.request.post('/api/reviews/submit', {
    headers: origin(page),
    data: { product_id: productId, rating: 4, reviewer_name: 'Grace', review_title: TITLE, review_text: TEXT, would_recommend: 'maybe', turnstileToken: await solveAltcha(challenge) },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect(((await response.json()) as { message: string }).message).toBe(REVIEW_PENDING_APPROVAL);
}

test.describe('Review moderation', () => {
  let productId = '';

  test.afterAll(async ({ browser }) => {
    if (!productId) return;
    const owner = await browser.newPage();
    await login(owner);
    await deleteDemoProduct(owner, productId);
    await owner.close();
  });

  test('the owner approves a pending review by keyboard, then rejects it', async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await login(page);
    productId = await createProduct(page);
    await submitReview(page, productId);

    // From the site's page, its Reviews link.
    await page.goto('/dashboard/sites/site-demo');
    await page.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/sites\/site-demo\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: /reviews$/ })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Show reviews' });
    await expect(filters.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');

    const card = page.getByRole('article', { name: TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByText(TEXT)).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card).toContainText(`Moderated pack ${stamp}`);
    await expectNoSeriousAxeViolations(page);

    // Keyboard: focus Approve, Enter.
    const approve = card.getByRole('button', { name: moderationActionLabel('Approve', TITLE) });
    await approve.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, MODERATION_APPROVED)).toBeVisible();
    await expect(card).toHaveCount(0);

    await filters.getByRole('button', { name: 'Approved' }).focus();
    await page.keyboard.press('Space');
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: moderationActionLabel('Approve', TITLE) })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // Published, and the product's rating written back.
    const listed = (await (await page.request.get(`/api/reviews/${productId}?limit=10`)).json()) as { reviews: { review_title: string; review_text: string }[]; stats: { totalReviews: number } };
    expect(listed.reviews.map((r) => [r.review_title, r.review_text])).toEqual([[TITLE, TEXT]]);
    const record = (await (await page.request.get(`/api/data/products/${productId}`)).json()) as { data: Record<string, unknown> };
    expect(JSON.stringify(record)).toContain('"review_count":1');

    await card.getByRole('button', { name: moderationActionLabel('Reject', TITLE) }).click();
    await expect(toast(page, MODERATION_REJECTED)).toBeVisible();
    await expect(card).toHaveCount(0);
    await filters.getByRole('button', { name: 'Rejected' }).click();
    await expect(card).toBeVisible();
    // With the success toast still showing: its colours pass too (app.css darkens sonner's).
    await expect(toast(page, MODERATION_REJECTED)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const after = (await (await page.request.get(`/api/reviews/${productId}`)).json()) as { stats: { totalReviews: number } };
    expect(after.stats.totalReviews).toBe(0);
    expect(errors).toEqual([]);
  });
});
