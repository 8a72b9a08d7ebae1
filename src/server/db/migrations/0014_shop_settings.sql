CREATE TABLE "shop_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"pay_on_delivery" boolean DEFAULT true NOT NULL,
	"pay_by_invoice" boolean DEFAULT true NOT NULL,
	"offline_hold_hours" integer DEFAULT 72 NOT NULL,
	"max_units_per_checkout" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "shop_order" SET "refunded_cents" = "total_cents" WHERE "status" = 'refunded';
--> statement-breakpoint
-- Offline orders placed before holds existed never expired: they get the default hold from now,
-- so an owner has the same 72 hours to confirm them as a new order's.
UPDATE "shop_order" SET "expires_at" = now() + interval '72 hours' WHERE "status" = 'pending' AND "expires_at" IS NULL AND "method" IN ('delivery', 'invoice');
