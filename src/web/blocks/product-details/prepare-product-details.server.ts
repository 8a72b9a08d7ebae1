import type { BoundRecord } from '#core/content/record-binding.ts';
import { normalizeProduct } from '#core/products/product.ts';
import { renderMarkdown } from '#web/blocks/rich-text/render-markdown.ts';
import { manualProductOf } from './manual-product.ts';
import type { ManualProduct } from './product-details.types.ts';

/**
 * The product a ProductDetails block shows (`_product`, normalised) and its description as
 * sanitised HTML: the record the data-area page shows when the block names its collection or none,
 * else the product typed in the editor; `_product: null` when there is neither.
 */
export function prepareProductDetails(props: Record<string, unknown>, context: { bound?: BoundRecord | null }): Record<string, unknown> {
  const named = typeof props.collection === 'string' ? props.collection.trim() : '';
  const bound = context.bound;
  const product =
    bound && (named === '' || named === bound.collection)
      ? normalizeProduct(bound.record, bound.collection)
      : manualProductOf(props.product as Partial<ManualProduct> | undefined, named, typeof props.id === 'string' ? props.id : undefined);
  if (!product) return { _product: null };
  return { _product: product, _descriptionHtml: renderMarkdown(product.description) };
}
