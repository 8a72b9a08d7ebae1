import type { OfferedPaymentIcon } from '#core/checkout/offered-methods.ts';
import { PRODUCT_DETAILS_DEFAULTS } from '#core/blocks/shop-defaults.ts';
import type { ProductVariants } from '#core/product-variants/variant-editing.ts';
import type { Product } from '#core/products/product.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

/**
 * A product typed in the editor, shown when the page has no record of the collection (a page
 * that is not the collection's view template). Its id should be the record's, so the cart can
 * re-read it.
 */
export interface ManualProduct {
  id: string;
  name: string;
  subtitle: string;
  description: string;
  price: number;
  discount_price: number;
  price_prefix: string;
  /** Empty: unlimited. */
  stock: number | '';
  image: string;
  promotion: string;
  shippingInfo: string;
  size_guide_url: string;
  variants: ProductVariants;
}

export interface ProductDetailsProps extends SiteSlugProps {
  /** The collection whose record the page shows; empty: the template's own. */
  collection: string;
  product: ManualProduct;
  /** Server-computed (prepare-render-data): the product the page shows, normalised; absent elsewhere. */
  _product?: Product | null;
  /** Server-computed: the product's markdown description as sanitised HTML. */
  _descriptionHtml?: string;
  /** Server-computed: the payment icons to show, those of the methods the shop takes (issue 23); the editor's preview shows the product's options. */
  _paymentMethods?: OfferedPaymentIcon[];
  /** Server-computed: SVG markup of each payment option's icon, by option value. */
  _paymentIcons?: Record<string, string>;
}

export const PRODUCT_DETAILS_DEFAULT_PROPS: ProductDetailsProps = PRODUCT_DETAILS_DEFAULTS;

/** What the add-to-cart island gets: the product without its description (the page shows that). */
export interface ProductPurchaseProps {
  product: Product;
}
