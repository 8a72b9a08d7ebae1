import { describe, expect, it } from 'vitest';
import { PRICE_NOT_A_NUMBER, productFieldErrors, PRODUCT_RULE_MESSAGES } from './product-rules.ts';
import { PRODUCT_FORM_FIELDS, productFormState, productFormValues, productLoadedValues, promoteImage, suggestSlug, variantStockTotal } from './product-form.ts';

const STORED = {
  name: 'Linen shirt',
  subtitle: 'Cool',
  description: 'Soft',
  price: 49.9,
  discount_price: 39.9,
  price_prefix: '€',
  status: 'inactive',
  category: 'clothing',
  tags: ['summer', 'linen'],
  image: '/media/a.webp',
  images_other: JSON.stringify([{ url: '/media/b.webp' }, '/media/c.webp']),
  colors: [{ value: 'sand', label: 'Sand', hex: '#ccbb99' }],
  sizes: [{ value: 's', label: 'S' }, { value: 'm', label: 'M' }],
  variant_stock: [{ color_value: 'sand', size_value: 's', stock: 2 }, { color_value: 'sand', size_value: 'm', stock: 3 }],
  stock: 5,
  low_stock_threshold: 1,
  size_guide_url: '/size-guide',
  shipping_weight: 0.35,
  tax_class: 'reduced',
  is_digital: true,
  seo_title: 'Shirt',
  seo_description: 'A shirt',
  seo_image: '/media/a.webp',
  slug: 'linen-shirt',
  rating: 4.5,
  review_count: 2,
};

describe('the product editor’s form', () => {
  it('reads a stored product as text fields and writes it back as the collection stores it', () => {
    const state = productFormState(STORED);
    expect(state).toMatchObject({ price: '49.9', discount_price: '39.9', status: 'inactive', tags: 'summer, linen', images_other: ['/media/b.webp', '/media/c.webp'], stock: '5' });
    const values = productFormValues(state);
    expect(values).toEqual({ ...Object.fromEntries(PRODUCT_FORM_FIELDS.map((f) => [f, STORED[f]])), images_other: ['/media/b.webp', '/media/c.webp'] });
    expect(values).not.toHaveProperty('rating');
    expect(productFieldErrors('products', values, { complete: true })).toBeNull();
  });

  it('starts a new product active, in dollars, with nothing else', () => {
    const state = productFormState(null);
    expect(state).toMatchObject({ name: '', price: '', price_prefix: '$', status: 'active', tax_class: 'standard', is_digital: false, tags: '', images_other: [], variants: { colors: [], sizes: [], variant_stock: [] } });
    expect(productFieldErrors('products', productFormValues(state), { complete: true })).toEqual({ name: [PRODUCT_RULE_MESSAGES.nameRequired], price: [PRODUCT_RULE_MESSAGES.priceRequired] });
  });

  it('stores blanks as null, keeps a mistyped number for the rules to name, and sums the variants’ stock', () => {
    const values = productFormValues({ ...productFormState(null), name: 'Crème Brûlée Mug!', price: '12,50', discount_price: ' ', stock: '7', variants: { colors: [], sizes: [], variant_stock: [] } });
    expect(values).toMatchObject({ price: '12,50', discount_price: null, stock: 7, slug: 'creme-brulee-mug', category: null, image: null });
    expect(productFieldErrors('products', values)?.price).toEqual([PRICE_NOT_A_NUMBER]);
    expect(variantStockTotal(productFormState(STORED).variants)).toBe(5);
    expect(productFormValues({ ...productFormState(STORED), stock: '99' }).stock).toBe(5);
  });

  it('suggests slugs and sends what it was given as loaded', () => {
    expect(suggestSlug('  Hello, World — 2  ')).toBe('hello-world-2');
    expect(suggestSlug('!!!')).toBe('');
    const loaded = productLoadedValues({ name: 'A', price: 3 });
    expect(Object.keys(loaded)).toEqual([...PRODUCT_FORM_FIELDS]);
    expect(loaded).toMatchObject({ name: 'A', price: 3, stock: null });
  });
});

describe('promoteImage', () => {
  it('swaps the chosen image with the main one, keeping the order of the others', () => {
    expect(promoteImage({ image: '/a', images_other: ['/b', '/c', '/d'] }, 1)).toEqual({ image: '/c', images_other: ['/b', '/a', '/d'] });
  });

  it('takes the chosen image out of the others when there was no main image', () => {
    expect(promoteImage({ image: '', images_other: ['/b', '/c'] }, 0)).toEqual({ image: '/b', images_other: ['/c'] });
  });

  it('changes nothing for a position that does not exist', () => {
    const state = { image: '/a', images_other: ['/b'] };
    expect(promoteImage(state, 3)).toBe(state);
  });
});
