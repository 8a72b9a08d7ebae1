// The benches' catalogue of products (product-list, product-admin): names of a word and a noun,
// categories of the spec's list, prices with and without discounts, 40% with variant stock, tags,
// 2% inactive. Seeded: the same figures describe the same data.
import { PRODUCT_CATEGORY_OPTIONS } from '#core/options/product-categories.ts';

export const CATEGORIES = PRODUCT_CATEGORY_OPTIONS.map((option) => option.value).filter((value) => value !== 'all');
export const TAGS = ['new', 'sale', 'bestseller', 'eco', 'limited', 'gift', 'summer', 'winter', 'handmade', 'bundle'];
export const WORDS = ['linen', 'oak', 'ceramic', 'wool', 'cotton', 'steel', 'leather', 'bamboo', 'glass', 'canvas'];
export const NOUNS = ['shirt', 'lamp', 'mug', 'scarf', 'chair', 'bottle', 'bag', 'candle', 'blanket', 'watch'];

export const pick = <T>(list: readonly T[], next: () => number) => list[Math.floor(next() * list.length)]!;

export function productRecord(i: number, next: () => number) {
  const price = Math.round(300 + next() * 30000) / 100;
  const variants = next() < 0.4;
  const variantStock = variants ? ['s', 'm', 'l'].map((size) => ({ color_value: 'black', size_value: size, stock: next() < 0.3 ? 0 : Math.floor(next() * 20) })) : [];
  return {
    name: `${pick(WORDS, next)} ${pick(NOUNS, next)} ${i}`,
    description: `A ${pick(WORDS, next)} ${pick(NOUNS, next)} made to last.`,
    category: pick(CATEGORIES, next),
    price,
    discount_price: next() < 0.3 ? Math.round(price * 80) / 100 : null,
    stock: variants ? variantStock.reduce((sum, row) => sum + row.stock, 0) : next() < 0.15 ? 0 : Math.floor(next() * 50),
    variant_stock: variantStock,
    tags: TAGS.filter(() => next() < 0.2),
    status: next() < 0.02 ? 'inactive' : 'active',
  };
}

