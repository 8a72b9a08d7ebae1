import { describe, expect, it } from 'vitest';
import { CURRENCY_OPTIONS } from '#core/options/currencies.ts';
import { PRODUCT_SORT_FIELDS } from '#core/product-list/product-list-query.ts';
import { productCardConfig } from '../product-card/product-card.config.tsx';
import { productDetailsConfig } from '../product-details/product-details.config.tsx';
import { productListConfig } from './product-list.config.tsx';

describe('product block configs', () => {
  it('ProductList defaults to spec 3 §9: the products collection, 12 a page, newest first, the filter panel on', () => {
    const defaults = productListConfig.defaultProps!;
    expect(defaults).toMatchObject({ collection: 'products', limit: 12, sort: 'desc', sortField: 'created_at', showFilters: true, filterTags: [] });
    expect(PRODUCT_SORT_FIELDS).toContain(defaults.sortField);
    const fields = productListConfig.fields!;
    expect(fields.limit).toMatchObject({ min: 1, max: 50 });
    expect((fields.sortField as { options: { value: string }[] }).options.map((option) => option.value)).toEqual([...PRODUCT_SORT_FIELDS]);
  });

  it('ProductCard stores the product id apart from the block id, with a known price prefix', () => {
    const defaults = productCardConfig.defaultProps!;
    expect(defaults).toMatchObject({ productId: '', collection: 'products' });
    expect(Object.keys(productCardConfig.fields!)).not.toContain('id');
    expect(CURRENCY_OPTIONS.map((option) => option.value)).toContain(defaults.price_prefix);
  });

  it("ProductDetails reads the template's record by default and offers the variant editor for a typed product", () => {
    expect(productDetailsConfig.defaultProps).toMatchObject({ collection: '', product: { name: '', variants: { colors: [], sizes: [], variant_stock: [] } } });
    const product = productDetailsConfig.fields!.product as { objectFields: Record<string, { type: string }> };
    expect(product.objectFields.variants?.type).toBe('custom');
  });
});
