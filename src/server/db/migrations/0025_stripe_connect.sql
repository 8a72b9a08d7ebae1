-- Stripe Connect for a platform (issue 25 item 3; docs/decisions/063-stripe-connect.md).
-- A site's connected account, made once by the platform (acct_…), and what Stripe last said of it;
-- `stripe_account_connected` is the owner's choice (a disconnect keeps the id, so connecting again resumes it).
ALTER TABLE "site_payment_settings" ADD COLUMN "stripe_account_id" text;
--> statement-breakpoint
ALTER TABLE "site_payment_settings" ADD COLUMN "stripe_account_connected" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_payment_settings" ADD COLUMN "stripe_account_charges_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_payment_settings" ADD COLUMN "stripe_account_details_submitted" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_payment_settings" ADD COLUMN "stripe_account_checked_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "site_payment_settings_stripe_account_unique" ON "site_payment_settings" USING btree ("stripe_account_id") WHERE "site_payment_settings"."stripe_account_id" is not null;
--> statement-breakpoint
-- Which connected account charged an order (source 'connect'): its capture, expiry, refunds and
-- webhooks stay with that account even after the site disconnects it.
ALTER TABLE "shop_order" ADD COLUMN "payment_account" text;
--> statement-breakpoint
ALTER TABLE "shop_order" DROP CONSTRAINT "shop_order_payment_source_check";
--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_payment_source_check" CHECK ("shop_order"."payment_source" IN ('site', 'platform', 'connect'));
--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_payment_account_check" CHECK (("shop_order"."payment_source" = 'connect') = ("shop_order"."payment_account" is not null));
--> statement-breakpoint
CREATE INDEX "shop_order_payment_account_idx" ON "shop_order" USING btree ("payment_account") WHERE "shop_order"."payment_account" is not null;
