-- A site's own payment accounts (issue 25; docs/decisions/057-payment-secrets-at-rest.md). Secrets
-- are stored sealed (AES-256-GCM, bound to the site and field); publishable key, client id and
-- webhook id are plain. Independent of migrations 0016-0019: one new table, nothing else changed.
CREATE TABLE "site_payment_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"stripe_publishable_key" text,
	"stripe_secret_key_sealed" text,
	"stripe_webhook_secret_sealed" text,
	"paypal_client_id" text,
	"paypal_secret_sealed" text,
	"paypal_webhook_id" text,
	"paypal_mode" text DEFAULT 'sandbox' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "site_payment_settings_paypal_mode_check" CHECK ("site_payment_settings"."paypal_mode" IN ('sandbox', 'live'))
);
--> statement-breakpoint
ALTER TABLE "site_payment_settings" ADD CONSTRAINT "site_payment_settings_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_payment_settings" ADD CONSTRAINT "site_payment_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
