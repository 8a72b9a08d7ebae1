-- Stripe Tax for card payments (issue 26; docs/decisions/073-stripe-automatic-tax.md): a shop may let
-- Stripe compute the tax of its card orders from the buyer's billing address instead of its own
-- rates. Such an order is placed without tax and records the tax Stripe charged when it is paid.
ALTER TABLE "shop_settings" ADD COLUMN "stripe_automatic_tax" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "tax_by_stripe" boolean DEFAULT false NOT NULL;
