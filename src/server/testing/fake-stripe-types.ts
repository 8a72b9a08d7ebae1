// The fake Stripe's records, as tests and scripts read them.

export interface FakeStripeLine {
  name: string;
  unitAmount: number;
  quantity: number;
  images: string[];
  /** product_data.description, when sent: shown under the name on the hosted page. */
  description?: string;
}

export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  /** The line items' sum. */
  amount_subtotal: number;
  /** What the buyer pays, as Stripe figures it: the line items' sum, less the coupon, plus the first shipping option. */
  amount_total: number;
  /** amount_tax: what Stripe Tax computed (0 without automatic_tax), inside or on top of the rest per the prices' tax_behavior. */
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  automatic_tax: { enabled: boolean };
  billing_address_collection: 'auto' | 'required' | null;
  /** The shipping option the session charges (Stripe preselects the first), null when it has none. */
  shipping_cost: { amount_total: number; display_name: string; tax_behavior?: 'exclusive' | 'inclusive' } | null;
  discounts: { coupon: string }[];
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  url: string | null;
  payment_intent: string | null;
  livemode: false;
  /** Not part of Stripe's session object (it lives behind /line_items); kept here for tests to read. */
  line_items: FakeStripeLine[];
}

/** An event as the fake built and signed it, whether or not it was delivered. */
export interface FakeStripeEvent {
  type: string;
  /** The exact body and Stripe-Signature header: a test with an in-process app can post them itself. */
  payload: string;
  signature: string;
  /** The secret key of the account it is for (the session's), or a connected account's acct_ id; null when sent with no account named. */
  account: string | null;
}

/** A connected account the fake made for a platform (POST /v1/accounts; decision 063). */
export interface FakeStripeConnectedAccount {
  id: string;
  object: 'account';
  type: 'standard';
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
  country: 'US';
  default_currency: 'usd';
}

/** An account link the fake handed out (POST /v1/account_links): one visit, as Stripe's. */
export interface FakeStripeAccountLink {
  id: string;
  account: string;
  refreshUrl: string;
  returnUrl: string;
  used: boolean;
}

export interface FakeStripeDelivery {
  eventId: string;
  type: string;
  /** The webhook endpoint's HTTP status, or 0 when it could not be reached. */
  status: number;
}

/** A refund the fake made (POST /v1/refunds). */
export interface FakeStripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  /** The connected account it was made on (the Stripe-Account header), when any. */
  stripe_account?: string;
  /** Whether the platform's fee was asked back in proportion (refund_application_fee). */
  refund_application_fee?: boolean;
}

/** A coupon the fake made (POST /v1/coupons): an amount or a percent off, as Stripe's. */
export interface FakeStripeCoupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  max_redemptions: number | null;
  name: string | null;
  metadata: Record<string, string>;
  valid: true;
}
