-- Each shop is paid into its own accounts (issue 25; docs/decisions/058-per-site-payment-gateways.md).
-- The environment's Stripe and PayPal keys become a platform default that an admin allows per site:
-- every site that exists now keeps being paid through them (an upgrade must not silently stop a
-- shop's card or PayPal checkout); sites made from now on start without it.
ALTER TABLE "site" ADD COLUMN "platform_payments_allowed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "site" SET "platform_payments_allowed" = true;
--> statement-breakpoint
-- Whose account an online order was charged through: the site's own keys or the platform default.
-- Every online order placed before now was charged through the environment's keys.
ALTER TABLE "shop_order" ADD COLUMN "payment_source" text;
--> statement-breakpoint
UPDATE "shop_order" SET "payment_source" = 'platform' WHERE "method" IN ('stripe', 'paypal');
--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_payment_source_check" CHECK ("shop_order"."payment_source" IN ('site', 'platform'));
