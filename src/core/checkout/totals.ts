// An order's totals (issue 26 item 4; docs/decisions/065-shop-rules.md): the one function every
// checkout method prices a cart with, on the server (and the drawer may preview with it). Pure and
// integer-only: every amount in and out is a whole number of the site currency's minor units (cents;
// yen, whose exponent is 0, are whole yen alike), so the rules are the same for every currency.
//
// The rules, in order:
// 1. A line is unit × quantity; the subtotal is the lines' sum, as entered (net of tax in a shop whose
//    prices exclude tax, gross where they include it).
// 2. A discount code applies when its terms fit the cart (shop-rules/discounts.ts termsProblem). Percent:
//    the percent of the eligible lines' sum, rounded half up; fixed: its amount, at most that sum;
//    free shipping: no amount off the goods, the shipping is 0. The amount is spread over the eligible
//    lines in proportion to their amounts by largest remainders (each line's share is its exact share
//    rounded down, the cents left over go one each to the lines with the largest fractions, the earlier
//    line first on a tie): the shares add up to the discount and no share exceeds its line.
// 3. Shipping: nothing when every line is digital; else the chosen rate's price for the goods after the
//    discount and the parcel's weight (shop-rules/shipping.ts ratePrice), 0 with a free-shipping code.
// 4. Tax per line, on the line after its discount share, at its class's rate, rounded half up to a
//    minor unit: exclusive `base × rate`, inclusive (the tax inside a gross amount) `base × rate / (1 +
//    rate)`. Shipping is taxed the same way at the rate of the shop's shipping tax class (standard by
//    default; zero for shops whose shipping is untaxed). The order's tax is the sum of these.
// 5. Exclusive: total = subtotal − discount + shipping + tax. Inclusive: total = subtotal − discount +
//    shipping, and `tax` is the part of that total which is tax (net = total − tax).
import type { SiteCurrency } from '../money/currency.ts';
import { lineEligible, PERCENT_SCALE, termsProblem, type DiscountableLine, type DiscountTerms } from '../shop-rules/discounts.ts';
import { rateOffered, ratePrice, type ShippingRate } from '../shop-rules/shipping.ts';
import { RATE_SCALE, type ClassRates, type TaxClass } from '../shop-rules/tax.ts';

export interface TotalsLine {
  productId: string;
  category: string | null;
  /** Minor units, as entered (net or gross by the shop's setting). */
  unitCents: number;
  quantity: number;
  taxClass: TaxClass;
  /** One unit's weight in grams (0 for digital products). */
  weightGrams: number;
  digital: boolean;
}

export interface TotalsInput {
  currency: SiteCurrency;
  lines: readonly TotalsLine[];
  /** Whether the lines' and shipping's amounts include tax (the site's setting). */
  pricesIncludeTax: boolean;
  /** The buyer's rates per class (shop-rules/tax.ts classRatesFor). */
  rates: ClassRates;
  /** The class whose rate taxes shipping. */
  shippingTaxClass: TaxClass;
  /** The chosen rate of the zone serving the buyer; null is allowed only when nothing is shipped. */
  shipping: ShippingRate | null;
  /** The code's terms; null: no code. */
  discount: DiscountTerms | null;
}

export interface LineTotals {
  /** unit × quantity. */
  lineCents: number;
  /** This line's share of the discount. */
  discountCents: number;
  /** The tax on (exclusive) or inside (inclusive) lineCents − discountCents. */
  taxCents: number;
  ratePpm: number;
}

export interface Totals {
  currency: SiteCurrency;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** Whether the tax is inside the other amounts ("incl. VAT") or added to them. */
  taxIncluded: boolean;
  /** Of taxCents, the shipping's. */
  shippingTaxCents: number;
  lines: LineTotals[];
  /** Whether any line is shipped (a rate must be chosen). */
  needsShipping: boolean;
  /** The parcel's weight: its shipped lines' units. */
  weightGrams: number;
  /** Whether a code was given and applied (its terms fit the cart). */
  discountApplied: boolean;
  /** A free-shipping code made the shipping 0. */
  freeShipping: boolean;
}

export class TotalsError extends Error {}

/** a × n / d rounded half up, for non-negative integers (BigInt: exact however large the product). */
export function mulDivHalfUp(a: number, n: number, d: number): number {
  const big = (BigInt(a) * BigInt(n) * 2n + BigInt(d)) / (BigInt(d) * 2n);
  return Number(big);
}

const whole = (value: number, what: string): number => {
  if (!Number.isSafeInteger(value) || value < 0) throw new TotalsError(`${what} must be a whole number of 0 or more (minor units), not ${value}`);
  return value;
};

/**
 * `total` split over `weights` in proportion, by largest remainders: whole shares that add up to
 * `total`, none above its weight when total ≤ Σ weights. All zero when the weights are.
 */
export function spreadByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => Number((bigTotal * BigInt(w)) / bigSum));
  const fractions = weights.map((w, index) => ({ index, rest: (bigTotal * BigInt(w)) % bigSum }));
  let left = total - shares.reduce((s, v) => s + v, 0);
  fractions.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of fractions) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The tax on (exclusive) or inside (inclusive) an amount, rounded half up. */
export function taxOf(amountCents: number, ratePpm: number, included: boolean): number {
  if (ratePpm === 0 || amountCents === 0) return 0;
  return included ? mulDivHalfUp(amountCents, ratePpm, RATE_SCALE + ratePpm) : mulDivHalfUp(amountCents, ratePpm, RATE_SCALE);
}

/** The lines as a discount code judges them (its terms, and the server's check of a code before it is taken). */
export function discountableLines(lines: readonly TotalsLine[]): DiscountableLine[] {
  return lines.map((line) => ({ productId: line.productId, category: line.category, amountCents: line.unitCents * line.quantity, digital: line.digital }));
}

/** The order's subtotal, discount, shipping, tax and total (see the rules above). Throws TotalsError on amounts that are not whole minor units, or a shipped cart without an offered rate. */
export function computeTotals(input: TotalsInput): Totals {
  const amounts = input.lines.map((line, index) => whole(whole(line.unitCents, `line ${index + 1}'s unit price`) * whole(line.quantity, `line ${index + 1}'s quantity`), `line ${index + 1}'s amount`));
  const subtotalCents = whole(
    amounts.reduce((sum, amount) => sum + amount, 0),
    'the subtotal',
  );
  for (const [key, rate] of Object.entries(input.rates)) if (!Number.isSafeInteger(rate) || rate < 0 || rate > RATE_SCALE) throw new TotalsError(`the ${key} rate must be 0 to ${RATE_SCALE} parts per million`);

  // 2. The discount.
  const discountable = discountableLines(input.lines);
  const terms = input.discount;
  const applies = terms !== null && termsProblem(terms, discountable) === null;
  let discountCents = 0;
  let shares = amounts.map(() => 0);
  if (applies && terms.kind !== 'free_shipping') {
    const eligible = discountable.map((line) => (lineEligible(terms, line) ? line.amountCents : 0));
    const eligibleSum = eligible.reduce((sum, amount) => sum + amount, 0);
    if (terms.kind === 'percent') discountCents = mulDivHalfUp(eligibleSum, Math.min(whole(terms.value, 'the percent'), PERCENT_SCALE), PERCENT_SCALE);
    else discountCents = Math.min(whole(terms.value, 'the amount off'), eligibleSum);
    shares = spreadByLargestRemainder(discountCents, eligible);
  }
  const freeShipping = applies && terms.kind === 'free_shipping';

  // 3. Shipping.
  const shipped = input.lines.filter((line) => !line.digital && line.quantity > 0);
  const needsShipping = shipped.length > 0;
  const weightGrams = shipped.reduce((sum, line) => sum + whole(line.weightGrams, 'a weight') * line.quantity, 0);
  let shippingCents = 0;
  if (needsShipping) {
    const rate = input.shipping;
    if (rate === null) throw new TotalsError('a shipped cart needs a shipping rate');
    const cart = { goodsCents: subtotalCents - discountCents, weightGrams };
    if (!rateOffered(rate, cart)) throw new TotalsError(`the rate ${rate.name} is not offered for a parcel of ${weightGrams} g`);
    shippingCents = freeShipping ? 0 : whole(ratePrice(rate, cart), 'the shipping amount');
  }

  // 4. Tax.
  const included = input.pricesIncludeTax;
  const lines: LineTotals[] = input.lines.map((line, index) => {
    const ratePpm = input.rates[line.taxClass];
    return { lineCents: amounts[index]!, discountCents: shares[index]!, taxCents: taxOf(amounts[index]! - shares[index]!, ratePpm, included), ratePpm };
  });
  const shippingTaxCents = taxOf(shippingCents, input.rates[input.shippingTaxClass], included);
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0) + shippingTaxCents;

  // 5. The total.
  const totalCents = subtotalCents - discountCents + shippingCents + (included ? 0 : taxCents);
  return { currency: input.currency, subtotalCents, discountCents, shippingCents, taxCents, totalCents, taxIncluded: included, shippingTaxCents, lines, needsShipping, weightGrams, discountApplied: applies, freeShipping };
}

/** A run of units at one unit price: what a provider that takes only unit × quantity is sent. */
export interface UnitPart {
  unitCents: number;
  quantity: number;
}

/**
 * A line's amount after its discount share as whole unit prices (decision 074): one part when the
 * net amount divides by the quantity, else two, the first `remainder` units one minor unit dearer
 * than the rest. The parts' units add up to the quantity and their amounts to the net amount
 * exactly, so a provider that sums unit × quantity charges the order's total to the cent.
 */
export function netUnitParts(lineCents: number, discountCents: number, quantity: number): UnitPart[] {
  whole(quantity, 'the quantity');
  const net = whole(whole(lineCents, 'the line amount') - whole(discountCents, 'the discount'), 'the line amount after its discount');
  if (quantity === 0) return [];
  const unitCents = Math.floor(net / quantity);
  const dearer = net - unitCents * quantity;
  return dearer === 0
    ? [{ unitCents, quantity }]
    : [
        { unitCents: unitCents + 1, quantity: dearer },
        { unitCents, quantity: quantity - dearer },
      ];
}
