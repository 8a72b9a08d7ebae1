// Discount codes of a shop (issue 26 item 3; decision 065): their terms, an owner's code checked, and
// why a code does not apply to a cart, each reason once as the buyer reads it. The amount a code
// takes off is the totals' (core/checkout/totals.ts); whether a use is left is decided again under
// the code's row lock when the order is placed (server: discount-redemption).

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_KIND_LABELS: Readonly<Record<DiscountKind, string>> = { percent: 'Percent off', fixed: 'Amount off', free_shipping: 'Free shipping' };

/** Percent codes keep their percent in basis points: 10 000 is 100 %, 1250 is 12.5 %. */
export const PERCENT_SCALE = 10_000;

/** What a code gives, as the totals apply it. */
export interface DiscountTerms {
  kind: DiscountKind;
  /** percent: basis points (1–10 000); fixed: minor units (≥ 1); free_shipping: 0. */
  value: number;
  /** The cart's subtotal (all lines, as entered) must reach this; null: no minimum. */
  minSubtotalCents: number | null;
  /** Limited to these products (record ids) or these categories; both empty: every product. */
  productIds: readonly string[];
  categories: readonly string[];
}

/** A code as stored: its terms and what decides whether it may be used now. */
export interface DiscountCode extends DiscountTerms {
  code: string;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Uses in all; null: unlimited. */
  usageLimit: number | null;
  /** Uses per buyer email; null: unlimited. */
  perEmailLimit: number | null;
  /** Uses so far (redemptions not given back). */
  uses: number;
}

/** Why a code does not apply, each once, as the buyer reads it (the drawer and the server's 4xx). */
export const DISCOUNT_PROBLEMS = {
  unknown: 'This discount code does not exist. Please check it and try again.',
  inactive: 'This discount code is no longer available.',
  not_started: 'This discount code is not valid yet.',
  ended: 'This discount code has expired.',
  used_up: 'This discount code has been used up.',
  used_up_for_email: 'You have already used this discount code as often as it allows.',
  minimum_not_met: 'Your cart does not reach this discount code’s minimum subtotal yet.',
  no_eligible_product: 'This discount code does not apply to any product in your cart.',
  nothing_to_ship: 'This discount code gives free shipping, and nothing in your cart is shipped.',
} as const;
export type DiscountProblem = keyof typeof DISCOUNT_PROBLEMS;
/** The minimum-subtotal reason with the amount in the buyer's currency ('… of at least €50.00.'). */
export const minimumNotMet = (formattedMinimum: string): string => `This discount code needs a subtotal of at least ${formattedMinimum}.`;
export const ONE_CODE_PER_ORDER = 'Only one discount code can be used per order.';

/** A typed code as looked up: trimmed; codes compare case-insensitively (the unique index is on lower(code)). */
export function discountCodeKey(value: string): string {
  return value.trim().toLowerCase();
}

/** A line as discounts judge it. */
export interface DiscountableLine {
  productId: string;
  category: string | null;
  /** unit × quantity, in minor units, as entered (gross where prices include tax). */
  amountCents: number;
  digital: boolean;
}

/** Whether the code's limits let it apply to the line. */
export function lineEligible(terms: Pick<DiscountTerms, 'productIds' | 'categories'>, line: Pick<DiscountableLine, 'productId' | 'category'>): boolean {
  if (terms.productIds.length === 0 && terms.categories.length === 0) return true;
  return terms.productIds.includes(line.productId) || (line.category !== null && terms.categories.includes(line.category));
}

/** Why the code's terms do not fit the cart (minimum, products, something to ship); null when they do. */
export function termsProblem(terms: DiscountTerms, lines: readonly DiscountableLine[]): DiscountProblem | null {
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (terms.minSubtotalCents !== null && subtotal < terms.minSubtotalCents) return 'minimum_not_met';
  if (terms.kind === 'free_shipping') return lines.some((line) => !line.digital) ? null : 'nothing_to_ship';
  return lines.some((line) => line.amountCents > 0 && lineEligible(terms, line)) ? null : 'no_eligible_product';
}

export interface DiscountUseContext {
  now: Date;
  lines: readonly DiscountableLine[];
  /** The buyer's uses of this code so far (redemptions not given back); 0 when the email is not known yet. */
  usesByEmail: number;
}

/**
 * Why `code` (null: no code of that name on this site) may not be used for this cart now; null when
 * it may. The order: unknown, inactive, not started, ended, used up, used up for this email, then
 * the terms (minimum subtotal, eligible products, something to ship).
 */
export function discountProblem(code: DiscountCode | null, context: DiscountUseContext): DiscountProblem | null {
  if (code === null) return 'unknown';
  if (!code.active) return 'inactive';
  if (code.startsAt !== null && context.now < code.startsAt) return 'not_started';
  if (code.endsAt !== null && context.now >= code.endsAt) return 'ended';
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return 'used_up';
  if (code.perEmailLimit !== null && context.usesByEmail >= code.perEmailLimit) return 'used_up_for_email';
  return termsProblem(code, context.lines);
}

/** The buyer's message for a problem (the minimum's with its amount, formatted by the caller's currency and language). */
export function discountProblemMessage(problem: DiscountProblem, formattedMinimum?: string): string {
  return problem === 'minimum_not_met' && formattedMinimum ? minimumNotMet(formattedMinimum) : DISCOUNT_PROBLEMS[problem];
}

// ——— An owner's code ———

export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;
export const DISCOUNT_LIMITS_MAX = 500;
export const MAX_FIXED_DISCOUNT_CENTS = 2_000_000_000;

export const DISCOUNT_FIELD_MESSAGES = {
  code: 'Use 3 to 40 letters, digits, hyphens or underscores, starting with a letter or digit.',
  codeTaken: 'This site already has a code with this name (codes ignore upper and lower case).',
  kind: 'Choose percent off, amount off or free shipping.',
  percent: 'Enter a percent above 0 and at most 100, with at most 2 decimals.',
  fixed: 'Enter an amount above 0 in the shop’s currency.',
  minSubtotal: 'Enter a minimum subtotal of 0 or more, or leave it empty.',
  date: 'Enter a date and time, or leave it empty.',
  endsAfterStart: 'The end must be after the start.',
  limit: 'Enter a whole number of 1 or more, or leave it empty for no limit.',
  productIds: `Choose at most ${DISCOUNT_LIMITS_MAX} products.`,
  categories: `Choose at most ${DISCOUNT_LIMITS_MAX} categories.`,
} as const;

export type DiscountField = 'code' | 'kind' | 'value' | 'minSubtotalCents' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perEmailLimit' | 'productIds' | 'categories' | 'active';

export type DiscountCodeInput = Omit<DiscountCode, 'uses'>;

const nullable = (value: unknown) => value === undefined || value === null || value === '';

function dateOf(value: unknown): Date | null | undefined {
  if (nullable(value)) return null;
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const positiveWhole = (value: unknown, max = 1_000_000_000): number | null | undefined =>
  nullable(value) ? null : typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= max ? value : undefined;

/**
 * An owner's code checked. `value` of a percent code is the percent as typed (12.5 → 1250 basis
 * points); of a fixed code, minor units. `known.isCategory` says which categories exist.
 */
export function checkDiscountCode(
  raw: unknown,
  known: { isCategory: (value: string) => boolean },
): { code: DiscountCodeInput | null; errors: Partial<Record<DiscountField, string[]>> } {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: Partial<Record<DiscountField, string[]>> = {};
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!DISCOUNT_CODE_PATTERN.test(code)) errors.code = [DISCOUNT_FIELD_MESSAGES.code];
  const kind = body.kind as DiscountKind;
  let value = 0;
  if (!(DISCOUNT_KINDS as readonly unknown[]).includes(kind)) errors.kind = [DISCOUNT_FIELD_MESSAGES.kind];
  else if (kind === 'percent') {
    const text = typeof body.value === 'number' && Number.isFinite(body.value) ? String(body.value) : typeof body.value === 'string' ? body.value.trim() : '';
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
    value = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
    if (value < 1 || value > PERCENT_SCALE) errors.value = [DISCOUNT_FIELD_MESSAGES.percent];
  } else if (kind === 'fixed') {
    const amount = positiveWhole(body.value, MAX_FIXED_DISCOUNT_CENTS);
    if (typeof amount !== 'number') errors.value = [DISCOUNT_FIELD_MESSAGES.fixed];
    else value = amount;
  }
  let minSubtotalCents: number | null = null;
  if (!nullable(body.minSubtotalCents)) {
    const min = body.minSubtotalCents;
    if (typeof min === 'number' && Number.isSafeInteger(min) && min >= 0 && min <= MAX_FIXED_DISCOUNT_CENTS) minSubtotalCents = min;
    else errors.minSubtotalCents = [DISCOUNT_FIELD_MESSAGES.minSubtotal];
  }
  const startsAt = dateOf(body.startsAt);
  const endsAt = dateOf(body.endsAt);
  if (startsAt === undefined) errors.startsAt = [DISCOUNT_FIELD_MESSAGES.date];
  if (endsAt === undefined) errors.endsAt = [DISCOUNT_FIELD_MESSAGES.date];
  else if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = [DISCOUNT_FIELD_MESSAGES.endsAfterStart];
  const usageLimit = positiveWhole(body.usageLimit);
  const perEmailLimit = positiveWhole(body.perEmailLimit);
  if (usageLimit === undefined) errors.usageLimit = [DISCOUNT_FIELD_MESSAGES.limit];
  if (perEmailLimit === undefined) errors.perEmailLimit = [DISCOUNT_FIELD_MESSAGES.limit];
  const list = (value: unknown): string[] | null => (nullable(value) ? [] : Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length <= 100) ? [...new Set(value as string[])] : null);
  const productIds = list(body.productIds);
  const categories = list(body.categories);
  if (productIds === null || productIds.length > DISCOUNT_LIMITS_MAX) errors.productIds = [DISCOUNT_FIELD_MESSAGES.productIds];
  if (categories === null || categories.length > DISCOUNT_LIMITS_MAX || categories.some((c) => !known.isCategory(c))) errors.categories = [DISCOUNT_FIELD_MESSAGES.categories];
  const active = body.active === undefined ? true : body.active;
  if (typeof active !== 'boolean') errors.active = ['Active is true or false.'];
  if (Object.keys(errors).length > 0) return { code: null, errors };
  return {
    code: { code, kind, value, minSubtotalCents, startsAt: startsAt!, endsAt: endsAt!, usageLimit: usageLimit!, perEmailLimit: perEmailLimit!, productIds: productIds!, categories: categories!, active: active as boolean },
    errors,
  };
}
