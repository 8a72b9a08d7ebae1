import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoContent, demoPosts } from './demo-content.ts';
import type { DemoPost } from './demo-content.ts';
import { demoProducts } from './demo-products.ts';
import type { DemoProduct } from './demo-products.ts';
import { demoReviewsFor } from './demo-reviews.ts';
import { validateReviewForm } from '#core/reviews/review-form.ts';
import { demoBrandColors, demoIcon, demoSite } from './demo-site.ts';

const PRODUCT_IMAGE_MAX = 40 * 1024;
const CONTENT_IMAGE_MAX = 30 * 1024;
const LOW_STOCK_THRESHOLD = 5;
const CATEGORIES = ['clothing', 'electronics', 'home', 'beauty', 'sports', 'toys', 'books', 'food', 'other'];
const HEX = /^#[0-9A-F]{6}$/i;

const productImage = (file: string): URL => new URL(`./images/products/${file}`, import.meta.url);
const contentImage = (file: string): URL => new URL(`./images/content/${file}`, import.meta.url);

const hasVariants = (p: DemoProduct): boolean => p.colors.length > 0 || p.sizes.length > 0;
const isOutOfStock = (p: DemoProduct): boolean => p.stock === 0 && p.variant_stock.every((v) => v.stock === 0);
const hasValidDiscount = (p: DemoProduct): boolean =>
  p.discount_price !== null && p.discount_price > 0 && p.discount_price < p.price;

/** Reads width and height from a WebP header; throws unless the bytes really are WebP. */
function webpInfo(buf: Buffer): { width: number; height: number } {
  if (buf.length < 30) throw new Error('too short to be a WebP file');
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('missing RIFF....WEBP header');
  }
  if (buf.readUInt32LE(4) !== buf.length - 8) throw new Error('RIFF size does not match the file length');
  const chunk = buf.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

function expectWebp(url: URL, maxBytes: number, width: number, height: number): void {
  expect(existsSync(url), `${url.pathname} exists`).toBe(true);
  const buf = readFileSync(url);
  expect(buf.length, `${url.pathname} size`).toBeLessThanOrEqual(maxBytes);
  expect(webpInfo(buf), url.pathname).toEqual({ width, height });
}

describe('demoProducts', () => {
  it('has exactly 24 products with unique kebab-case slugs', () => {
    expect(demoProducts).toHaveLength(24);
    const slugs = demoProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has exactly one inactive product', () => {
    expect(demoProducts.filter((p) => p.status === 'inactive')).toHaveLength(1);
    for (const p of demoProducts) expect(['active', 'inactive']).toContain(p.status);
  });

  it('prices are positive and every discount is either null or valid', () => {
    for (const p of demoProducts) {
      expect(p.price, p.slug).toBeGreaterThan(0);
      expect(p.price_prefix).toBe('$');
      if (p.discount_price !== null) expect(hasValidDiscount(p), p.slug).toBe(true);
    }
    expect(demoProducts.filter(hasValidDiscount).length).toBeGreaterThanOrEqual(6);
  });

  it('covers out of stock, low stock and a single sold-out variant', () => {
    expect(demoProducts.filter(isOutOfStock).length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.some((p) => p.stock >= 1 && p.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
    const oneVariantSoldOut = demoProducts.filter(
      (p) => p.variant_stock.filter((v) => v.stock === 0).length === 1 && p.variant_stock.some((v) => v.stock > 0),
    );
    expect(oneVariantSoldOut.length).toBeGreaterThanOrEqual(1);
  });

  it('stock equals the sum of variant stock, and counts are non-negative integers', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.slug).toBe(true);
      for (const v of p.variant_stock) expect(Number.isInteger(v.stock) && v.stock >= 0, p.slug).toBe(true);
      if (hasVariants(p)) {
        expect(p.stock, p.slug).toBe(p.variant_stock.reduce((sum, v) => sum + v.stock, 0));
      }
    }
  });

  it("variant_stock is the full colour × size cross, with '' for a missing axis", () => {
    for (const p of demoProducts) {
      const colors = p.colors.length > 0 ? p.colors.map((c) => c.value) : [''];
      const sizes = p.sizes.length > 0 ? p.sizes.map((s) => s.value) : [''];
      const expected = hasVariants(p) ? colors.flatMap((c) => sizes.map((s) => `${c}|${s}`)) : [];
      const actual = p.variant_stock.map((v) => `${v.color_value}|${v.size_value}`);
      expect(new Set(actual).size, `${p.slug} has duplicate rows`).toBe(actual.length);
      expect([...actual].sort(), p.slug).toEqual([...expected].sort());
    }
  });

  it('covers every variant shape: colours and sizes, colours only, sizes only, neither', () => {
    expect(demoProducts.some((p) => p.colors.length > 0 && p.sizes.length > 0)).toBe(true);
    expect(demoProducts.some((p) => p.colors.length > 0 && p.sizes.length === 0)).toBe(true);
    expect(demoProducts.some((p) => p.colors.length === 0 && p.sizes.length > 0)).toBe(true);
    expect(demoProducts.some((p) => p.colors.length === 0 && p.sizes.length === 0)).toBe(true);
  });

  it('colours, sizes and images stay within their limits and are unique', () => {
    for (const p of demoProducts) {
      expect(p.colors.length, p.slug).toBeLessThanOrEqual(4);
      expect(p.sizes.length, p.slug).toBeLessThanOrEqual(5);
      expect(p.images_other.length, p.slug).toBeLessThanOrEqual(3);
      expect(new Set(p.colors.map((c) => c.value)).size, p.slug).toBe(p.colors.length);
      expect(new Set(p.sizes.map((s) => s.value)).size, p.slug).toBe(p.sizes.length);
      for (const c of p.colors) {
        expect(c.hex, `${p.slug} ${c.value}`).toMatch(HEX);
        expect(c.value && c.label, p.slug).toBeTruthy();
      }
      for (const s of p.sizes) expect(s.value && s.label, p.slug).toBeTruthy();
      expect(p.images_other, p.slug).not.toContain(p.image);
    }
  });

  it('uses known categories, several of them, and copy', () => {
    for (const p of demoProducts) {
      expect(CATEGORIES, p.slug).toContain(p.category);
      expect(p.name && p.subtitle && p.description && p.shippingInfo, p.slug).toBeTruthy();
      expect(p.tags.length, p.slug).toBeGreaterThan(0);
      if (p.size_guide_url !== null) expect(p.size_guide_url, p.slug).toMatch(/^\/[^/]/);
    }
    expect(new Set(demoProducts.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('every referenced image exists, is a real 800×800 WebP and within the size limit', () => {
    const files = new Set(demoProducts.flatMap((p) => [p.image, ...p.images_other]));
    for (const file of files) expectWebp(productImage(file), PRODUCT_IMAGE_MAX, 800, 800);
  });
});

describe('demoContent and demoPosts', () => {
  const check = (records: DemoPost[]): void => {
    expect(records).toHaveLength(10);
    const slugs = records.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const r of records) {
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.title && r.description && r.body && r.author, r.slug).toBeTruthy();
      expect(r.tags.length, r.slug).toBeGreaterThan(0);
      // Fixed, canonical ISO strings so seeded ordering never depends on when the seed ran.
      expect(new Date(r.published_at).toISOString(), r.slug).toBe(r.published_at);
      expect(r.published_at.startsWith('2026-'), r.slug).toBe(true);
    }
  };

  it('has 10 demo-content records with unique slugs and a category', () => {
    check(demoContent);
    for (const r of demoContent) expect(r.category, r.slug).toBeTruthy();
  });

  it('has 10 demo-posts records with unique slugs', () => {
    check(demoPosts);
  });

  it('every referenced content image exists, is a real 1200×630 WebP and within the size limit', () => {
    const files = new Set([...demoContent, ...demoPosts].map((r) => r.image));
    for (const file of files) expectWebp(contentImage(file), CONTENT_IMAGE_MAX, 1200, 630);
  });
});

describe('demoSite', () => {
  it('describes the demo site and its logo exists as a small SVG', () => {
    expect(demoSite).toMatchObject({
      unique_id: 'demo',
      title: 'Sitewright Demo Store',
      language: 'en',
      sources: 'demo-content',
      logo: 'logo.svg',
    });
    const logo = readFileSync(new URL(`./images/${demoSite.logo}`, import.meta.url), 'utf8');
    expect(logo.length).toBeLessThan(4 * 1024);
    expect(logo.trim()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });

  it('has 4–6 brand colours and an inline SVG icon', () => {
    expect(demoBrandColors.length).toBeGreaterThanOrEqual(4);
    expect(demoBrandColors.length).toBeLessThanOrEqual(6);
    for (const c of demoBrandColors) {
      expect(c.hex, c.name).toMatch(HEX);
      expect(c.name && c.family).toBeTruthy();
    }
    expect(demoIcon.name).toBeTruthy();
    expect(demoIcon.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });
});

describe('demo reviews', () => {
  it('pass the review form’s own rules, and every product has some', () => {
    demoProducts.forEach((p, index) => {
      const reviews = demoReviewsFor(index);
      expect(reviews.length, p.slug).toBeGreaterThanOrEqual(2);
      for (const r of reviews) expect(validateReviewForm(r), `${p.slug}: ${r.review_title}`).toBeNull();
    });
  });
});
