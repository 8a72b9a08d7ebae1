import { expect, test } from '@playwright/test';
import { focusedInside, gotoHydrated, islandsPath, setUpIslandsPages } from './islands-kit.ts';

// Visitors' pages hydrate only their interactive blocks, each as its own React root inside an
// <sw-island>, from the islands runtime; React Router's client never loads there.

// The Carousel, ImageGallery, Button and Alert islands.

test.describe('islands on a published page', () => {
  setUpIslandsPages();

  test('Carousel: previous and next by mouse, arrow keys and the keyboard on its controls', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const region = page.getByRole('region', { name: 'Featured products' });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveClass(/swiper-initialized/);
    const next = page.getByRole('button', { name: 'Next slide' });
    const previous = page.getByRole('button', { name: 'Previous slide' });
    /** The slide shown: Swiper's active one, once it has slid into place (a looping Swiper ignores moves while it slides). */
    const expectShown = async (index: number) => {
      await expect(region.locator('.swiper-slide-active')).toHaveAttribute('data-slide-index', String(index));
      await expect
        .poll(() => region.evaluate((element) => Math.round(element.querySelector('.swiper-slide-active')!.getBoundingClientRect().left - element.getBoundingClientRect().left)))
        .toBe(0);
    };
    await expectShown(0);

    await next.click();
    await expectShown(1);
    await next.click();
    await expectShown(2);
    await previous.click();
    await expectShown(1);

    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expectShown(2);
    await page.keyboard.press('ArrowLeft');
    await expectShown(1);

    await next.focus();
    await page.keyboard.press('Enter');
    await expectShown(2);
    await previous.focus();
    await page.keyboard.press('Space');
    await expectShown(1);
    // Looping: before the first slide comes the last.
    await previous.click();
    await expectShown(0);
    await previous.click();
    await expectShown(4);
  });

  test('ImageGallery: a thumbnail opens the lightbox, which moves between images; Escape closes it and restores focus', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });

    // Mouse.
    const first = page.getByRole('button', { name: 'View larger: Image 1' });
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(dialog('Image 1')).toBeVisible();
    await expect(dialog('Image 1')).toContainText('1 / 4');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog('Image 2')).toBeVisible();
    await expect(dialog('Image 2').getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog('Image 1')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(first).toBeFocused();

    // Keyboard.
    const third = page.getByRole('button', { name: 'View larger: Image 3' });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(dialog('Image 3')).toBeVisible();
    await expect.poll(() => focusedInside(page, '[role="dialog"]'), { timeout: 1000 }).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(dialog('Image 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog('Image 1')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog('Image 4')).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, '[role="dialog"]')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(third).toBeFocused();
  });

  test('Button with a modal: opens a dialog, traps focus, closes by Escape and by its button, restores focus', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const opener = page.getByRole('button', { name: 'Open details' });
    const dialog = page.getByRole('dialog', { name: 'Details' });

    // Mouse.
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('More about this page.');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Keyboard.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedInside(page, '[role="dialog"]'), { timeout: 1000 }).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, '[role="dialog"]')).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInside(page, '[role="dialog"]')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(opener).toBeFocused();
  });

  test('Button in a dark section: the island takes the section’s preset, as the static button beside it does', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const island = page.getByRole('button', { name: 'Open details' });
    const staticLink = page.getByRole('link', { name: 'Read more' });
    expect(await island.getAttribute('class')).toBe(await staticLink.getAttribute('class'));
  });

  test('Alert: dismissed by a click and by the keyboard, each on its own', async ({ page }) => {
    await gotoHydrated(page, islandsPath);
    const mouseAlert = page.getByRole('alert').filter({ hasText: 'Mouse alert' });
    const keyboardAlert = page.getByRole('status').filter({ hasText: 'Keyboard alert' });

    await mouseAlert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(mouseAlert).toHaveCount(0);
    await expect(keyboardAlert).toBeVisible();

    await keyboardAlert.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await expect(keyboardAlert).toHaveCount(0);
    // Focus moved on to the next tab stop instead of falling back to the top of the page.
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  });
});
