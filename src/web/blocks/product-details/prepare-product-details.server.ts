import type { BoundRecord } from '#core/content/record-binding.ts';
import type { PaymentIcon } from '#core/options/payment-icons.ts';
import { normalizeProduct } from '#core/products/product.ts';
import { renderIconSvg } from '#server/modules/icons/render-icon-svg.ts';
import { renderMarkdown } from '#web/blocks/rich-text/render-markdown.ts';
import { manualProductOf } from './manual-product.ts';
import type { ManualProduct } from './product-details.types.ts';

/** The react-icons glyph of each payment option (spec 3 §9), rendered on the server. */
const PAYMENT_ICON_GLYPHS: Readonly<Record<PaymentIcon, readonly [set: string, name: string]>> = {
  credit: ['fa', 'FaRegCreditCard'],
  paypal: ['fa', 'FaCcPaypal'],
  applepay: ['fa', 'FaCcApplePay'],
  googlepay: ['fa', 'FaGooglePay'],
};

async function paymentIconSvgs(options: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    options.map(async (option) => {
      const glyph = PAYMENT_ICON_GLYPHS[option as PaymentIcon];
      const svg = glyph ? await renderIconSvg(glyph[0], glyph[1]) : null;
      return svg ? [[option, svg] as const] : [];
    }),
  );
  return Object.fromEntries(entries.flat());
}

/**
 * The product a ProductDetails block shows (`_product`, normalised) and its description as
 * sanitised HTML, and its payment options' icons as SVG markup: the record the data-area page shows when the block names its collection or none,
 * else the product typed in the editor; `_product: null` when there is neither.
 */
export async function prepareProductDetails(props: Record<string, unknown>, context: { bound?: BoundRecord | null }): Promise<Record<string, unknown>> {
  const named = typeof props.collection === 'string' ? props.collection.trim() : '';
  const bound = context.bound;
  const product =
    bound && (named === '' || named === bound.collection)
      ? normalizeProduct(bound.record, bound.collection)
      : manualProductOf(props.product as Partial<ManualProduct> | undefined, named, typeof props.id === 'string' ? props.id : undefined);
  if (!product) return { _product: null };
  return { _product: product, _descriptionHtml: renderMarkdown(product.description), _paymentIcons: product.isActive ? await paymentIconSvgs(product.paymentOptions) : {} };
}
