import type { Product } from './product.ts';

export interface PriceDisplay {
  /** What the shopper pays: the discount price when it counts, else the list price. */
  price: number;
  /** The list price, struck through when there is a discount. */
  listPrice: number;
  hasDiscount: boolean;
  /** Rounded percent off; 0 without a discount. */
  percentOff: number;
  /** `price` formatted with the prefix, e.g. '$19.99'. */
  formatted: string;
  /** `listPrice` formatted with the prefix. */
  formattedList: string;
}

/** Spec 3 §5: a discount counts only when positive and lower than the price. */
export function hasValidDiscount(price: number, discountPrice: number | null | undefined): discountPrice is number {
  return typeof discountPrice === 'number' && Number.isFinite(discountPrice) && discountPrice > 0 && discountPrice < price;
}

/** The price a cart line is added at (spec 3 §3: discount price if valid, else price). */
export function effectivePrice(product: Pick<Product, 'price' | 'discount_price'>): number {
  return hasValidDiscount(product.price, product.discount_price) ? product.discount_price : product.price;
}

/** Spec 3 §5: 2 decimals with the prefix (default $). */
export function formatPrice(amount: number, prefix = '$'): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  return `${safe < 0 ? '-' : ''}${prefix}${Math.abs(safe).toFixed(2)}`;
}

export function priceDisplay(product: Pick<Product, 'price' | 'discount_price' | 'price_prefix'>): PriceDisplay {
  const hasDiscount = hasValidDiscount(product.price, product.discount_price);
  const price = hasDiscount ? (product.discount_price as number) : product.price;
  const percentOff = hasDiscount ? Math.round(((product.price - price) / product.price) * 100) : 0;
  return {
    price,
    listPrice: product.price,
    hasDiscount,
    percentOff,
    formatted: formatPrice(price, product.price_prefix),
    formattedList: formatPrice(product.price, product.price_prefix),
  };
}
