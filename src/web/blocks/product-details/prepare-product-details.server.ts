import type { BoundRecord } from '#core/content/record-binding.ts';
import { paymentIconsFor, type OfferedPaymentIcon } from '#core/checkout/offered-methods.ts';
import type { PaymentMethodValue } from '#core/checkout/order.ts';
import { normalizeProduct, type Product } from '#core/products/product.ts';
import { productRatingFields, type ReviewStats } from '#core/reviews/review.ts';
import { renderIconSvg } from '#server/modules/icons/render-icon-svg.ts';
import { renderMarkdown } from '#web/blocks/rich-text/render-markdown.ts';
import { manualProductOf } from './manual-product.ts';
import type { ManualProduct } from './product-details.types.ts';

/** The react-icons glyph of each payment option (spec 3 §9), rendered on the server. */
const PAYMENT_ICON_GLYPHS: Readonly<Record<OfferedPaymentIcon, readonly [set: string, name: string]>> = {
  credit: ['fa', 'FaRegCreditCard'],
  paypal: ['fa', 'FaCcPaypal'],
  applepay: ['fa', 'FaCcApplePay'],
  googlepay: ['fa', 'FaGooglePay'],
  delivery: ['fa', 'FaTruck'],
  invoice: ['fa', 'FaFileInvoice'],
};

async function paymentIconSvgs(options: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    options.map(async (option) => {
      const glyph = PAYMENT_ICON_GLYPHS[option as OfferedPaymentIcon];
      const svg = glyph ? await renderIconSvg(glyph[0], glyph[1]) : null;
      return svg ? [[option, svg] as const] : [];
    }),
  );
  return Object.fromEntries(entries.flat());
}

interface ProductDetailsContext {
  bound?: BoundRecord | null;
  /** The methods the page's shop takes (the checkout's own list): the payment icons show these only. */
  paymentMethods?: () => Promise<PaymentMethodValue[]>;
  /** The approved reviews' figures of a product: the rating header reads them, as the reviews block does. */
  reviewStats?: (productId: string) => Promise<ReviewStats>;
}

/** The record's rating and review count as its approved reviews give them, not as the document stores them. */
async function withReviewFigures(product: Product, context: ProductDetailsContext): Promise<Product> {
  if (!context.reviewStats) return product;
  return { ...product, ...productRatingFields(await context.reviewStats(product.id)) };
}

/**
 * The product a ProductDetails block shows (`_product`, normalised; on a record page its rating and
 * review count from the approved reviews), its description as sanitised HTML, and the payment
 * icons of the methods the shop takes (`_paymentMethods`, their SVG in `_paymentIcons`): the record
 * the data-area page shows when the block names its collection or none, else the product typed in
 * the editor; `_product: null` when there is neither.
 */
export async function prepareProductDetails(props: Record<string, unknown>, context: ProductDetailsContext): Promise<Record<string, unknown>> {
  const named = typeof props.collection === 'string' ? props.collection.trim() : '';
  const bound = context.bound;
  const fromRecord = bound !== undefined && bound !== null && (named === '' || named === bound.collection);
  const read =
    fromRecord
      ? normalizeProduct(bound.record, bound.collection)
      : manualProductOf(props.product as Partial<ManualProduct> | undefined, named, typeof props.id === 'string' ? props.id : undefined);
  if (!read) return { _product: null };
  const product = fromRecord ? await withReviewFigures(read, context) : read;
  const methods = product.isActive && context.paymentMethods ? paymentIconsFor(await context.paymentMethods(), product.paymentOptions) : [];
  return { _product: product, _descriptionHtml: renderMarkdown(product.description), _paymentMethods: methods, _paymentIcons: await paymentIconSvgs(methods) };
}
