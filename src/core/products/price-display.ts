import { formatDecimalMoney } from '#core/money/currency.ts';
import type { Product } from './product.ts';

/** The site's currency and language a price is shown in (decision 060: the product's own price_prefix is not shown). */
export interface PriceMoney {
  currency: string;
  language: string;
}

export interface PriceDisplay {
  /** What the shopper pays: the discount price when it counts, else the list price. */
  price: number;
  /** The list price, struck through when there is a discount. */
  listPrice: number;
  hasDiscount: boolean;
  /** Rounded percent off; 0 without a discount. */
  percentOff: number;
  /** `price` in the site's currency for its language, e.g. '$19.99', '19,99 €'. */
  formatted: string;
  /** `listPrice` formatted alike. */
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

export function priceDisplay(product: Pick<Product, 'price' | 'discount_price'>, money: PriceMoney): PriceDisplay {
  const hasDiscount = hasValidDiscount(product.price, product.discount_price);
  const price = hasDiscount ? (product.discount_price as number) : product.price;
  const percentOff = hasDiscount ? Math.round(((product.price - price) / product.price) * 100) : 0;
  return {
    price,
    listPrice: product.price,
    hasDiscount,
    percentOff,
    formatted: formatDecimalMoney(price, money.currency, money.language),
    formattedList: formatDecimalMoney(product.price, money.currency, money.language),
  };
}
