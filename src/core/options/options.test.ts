import { describe, expect, it } from 'vitest';
import { CARD_STYLE_OPTIONS, DEFAULT_CARD_STYLE } from './card-styles.ts';
import { COLOR_SORT_OPTIONS } from './color-sort.ts';
import { CURRENCY_OPTIONS } from './currencies.ts';
import { FIELD_TYPE_OPTIONS, FIELD_TYPES } from './field-types.ts';
import { FORM_PURPOSE_OPTIONS } from './form-purposes.ts';
import { ICON_LIBRARY_OPTIONS, ICON_SORT_OPTIONS } from './icon-options.ts';
import { IMAGE_FIT_OPTIONS, IMAGE_LOADING_OPTIONS, IMAGE_PLACEHOLDER_OPTIONS } from './image-options.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_OPTIONS } from './languages.ts';
import { LINK_TARGET_OPTIONS } from './link-targets.ts';
import { DEFAULT_MAX_WIDTH, MAX_WIDTH_OPTIONS, maxWidthCss } from './max-widths.ts';
import { type Option, optionLabel, optionValues } from './option.ts';
import { PAYMENT_ICON_OPTIONS } from './payment-icons.ts';
import { PRICE_FILTER_OPTIONS, parsePriceFilter } from './price-filters.ts';
import { PRODUCT_CATEGORY_OPTIONS } from './product-categories.ts';
import { DEFAULT_REVIEW_SORT, REVIEW_SORT_OPTIONS } from './review-sort.ts';
import { SORT_DIRECTION_OPTIONS, SORT_FIELD_OPTIONS } from './sort.ts';

function expectWellFormed(options: readonly Option<string | number>[]): void {
  expect(options.length).toBeGreaterThan(0);
  expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
  for (const option of options) expect(option.label.trim()).not.toBe('');
}

describe('editor option lists (spec 1 §3)', () => {
  it.each([
    ['field types', FIELD_TYPE_OPTIONS, ['array', 'checkbox', 'color', 'colors', 'date', 'datetime-local', 'email', 'file', 'files', 'number', 'password', 'radio', 'select', 'text', 'textarea', 'textEditor', 'time']],
    ['form purposes', FORM_PURPOSE_OPTIONS, ['default', 'contact', 'product', 'blog', 'article', 'service', 'event', 'job_application']],
    ['currencies', CURRENCY_OPTIONS, ['$', '€', '£', '¥', 'CA$', 'AU$', '₹']],
    ['product categories', PRODUCT_CATEGORY_OPTIONS, ['all', 'clothing', 'electronics', 'home', 'beauty', 'sports', 'toys', 'books', 'food', 'other']],
    ['price filters', PRICE_FILTER_OPTIONS, ['all', '0-25', '25-50', '50-100', '100-200', '200+']],
    ['languages', LANGUAGE_OPTIONS, ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ru', 'zh-cn', 'ja', 'ko', 'ar']],
    ['sort fields', SORT_FIELD_OPTIONS, ['_id', 'title', 'updated_at', 'created_at', 'published_at']],
    ['sort directions', SORT_DIRECTION_OPTIONS, ['asc', 'desc']],
    ['link targets', LINK_TARGET_OPTIONS, ['_self', '_blank', '_parent', '_top']],
    ['image fit', IMAGE_FIT_OPTIONS, ['cover', 'contain', 'fill', 'none', 'scale-down']],
    ['image loading', IMAGE_LOADING_OPTIONS, ['lazy', 'eager']],
    ['image placeholder', IMAGE_PLACEHOLDER_OPTIONS, ['empty', 'blur']],
    ['icon libraries', ICON_LIBRARY_OPTIONS, ['all', 'custom', 'fa', 'ti', 'go', 'tb', 'cg', 'md']],
    ['card styles', CARD_STYLE_OPTIONS, ['default', 'minimal', 'modern', 'glass', 'dynamic', 'soft', 'elegant', 'accent', 'panel', 'pill']],
    ['review sort', REVIEW_SORT_OPTIONS, ['recent', 'helpful', 'rating_high', 'rating_low']],
    ['icon sort', ICON_SORT_OPTIONS, ['name_asc', 'name_desc', 'set_asc', 'recent']],
    ['colour sort', COLOR_SORT_OPTIONS, ['name_asc', 'name_desc', 'level_asc', 'level_desc']],
    ['payment icons', PAYMENT_ICON_OPTIONS, ['credit', 'paypal', 'applepay', 'googlepay']],
  ] as const)('%s', (_name, options, values) => {
    expectWellFormed(options);
    expect(optionValues(options)).toEqual(values);
  });

  it('field types list and options agree', () => {
    expect(optionValues(FIELD_TYPE_OPTIONS)).toEqual([...FIELD_TYPES]);
    expect(optionLabel(FIELD_TYPE_OPTIONS, 'datetime-local')).toBe('Date and time');
    expect(optionLabel(LANGUAGE_OPTIONS, 'zh-cn')).toBe('Chinese (Simplified)');
    expect(optionLabel(LANGUAGE_OPTIONS, 'xx' as never)).toBeUndefined();
  });

  it('defaults are members of their lists', () => {
    expect(optionValues(LANGUAGE_OPTIONS)).toContain(DEFAULT_LANGUAGE);
    expect(optionValues(CARD_STYLE_OPTIONS)).toContain(DEFAULT_CARD_STYLE);
    expect(optionValues(REVIEW_SORT_OPTIONS)).toContain(DEFAULT_REVIEW_SORT);
  });

  it('max widths run from 1024px to 2560px, then full; 1440px is the default', () => {
    const values = optionValues(MAX_WIDTH_OPTIONS);
    expect(values[0]).toBe('1024px');
    expect(values.at(-2)).toBe('2560px');
    expect(values.at(-1)).toBe('full');
    const pixels = values.filter((value) => value !== 'full').map((value) => Number.parseInt(value, 10));
    expect(pixels).toEqual([...pixels].sort((a, b) => a - b));
    expect(values).toContain(DEFAULT_MAX_WIDTH);
    expect(maxWidthCss('full')).toBe('100%');
    expect(maxWidthCss('1280px')).toBe('1280px');
  });
});

describe('parsePriceFilter', () => {
  it.each([
    ['0-25', { min: 0, max: 25 }],
    ['100-200', { min: 100, max: 200 }],
    ['200+', { min: 200, max: null }],
    ['9.5-10', { min: 9.5, max: 10 }],
    ['all', null],
    ['50-10', null],
    ['abc', null],
    ['', null],
  ])('%s => %j', (value, range) => {
    expect(parsePriceFilter(value)).toEqual(range);
  });

  it('reads every listed filter', () => {
    for (const { value } of PRICE_FILTER_OPTIONS) {
      if (value !== 'all') expect(parsePriceFilter(value)).not.toBeNull();
    }
    expect(parsePriceFilter(5 as unknown as string)).toBeNull();
  });
});
