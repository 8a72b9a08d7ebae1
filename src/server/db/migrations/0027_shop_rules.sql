-- Shop rules (issue 26; docs/decisions/065-shop-rules.md): shipping zones and rates, tax rates and the
-- shop's tax settings, discount codes and their redemptions, per site; the order's total in its parts.
-- Money is integer minor units, tax rates integer parts per million, weights whole grams. Existing
-- orders get 0 discount, shipping and tax (their total was their subtotal); existing shops price
-- exclusive of tax with no rates, so nothing they charge changes.
CREATE TABLE "shipping_zone" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"countries" jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"postcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shipping_zone_site_idx" ON "shipping_zone" USING btree ("site_id","position");
--> statement-breakpoint
CREATE TABLE "shipping_rate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"free_over_cents" integer,
	"min_grams" integer,
	"max_grams" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rate_kind_check" CHECK ("shipping_rate"."kind" IN ('flat', 'free_over', 'weight', 'pickup')),
	CONSTRAINT "shipping_rate_amount_check" CHECK ("shipping_rate"."amount_cents" >= 0),
	CONSTRAINT "shipping_rate_free_over_check" CHECK ("shipping_rate"."kind" <> 'free_over' OR ("shipping_rate"."free_over_cents" IS NOT NULL AND "shipping_rate"."free_over_cents" >= 0)),
	CONSTRAINT "shipping_rate_weight_check" CHECK ("shipping_rate"."kind" <> 'weight' OR ("shipping_rate"."min_grams" IS NOT NULL AND "shipping_rate"."min_grams" >= 0 AND ("shipping_rate"."max_grams" IS NULL OR "shipping_rate"."max_grams" > "shipping_rate"."min_grams")))
);
--> statement-breakpoint
CREATE INDEX "shipping_rate_zone_idx" ON "shipping_rate" USING btree ("zone_id","position");
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"tax_class" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rate_class_check" CHECK ("tax_rate"."tax_class" IN ('standard', 'reduced')),
	CONSTRAINT "tax_rate_ppm_check" CHECK ("tax_rate"."rate_ppm" >= 0 AND "tax_rate"."rate_ppm" <= 1000000),
	CONSTRAINT "tax_rate_country_check" CHECK ("tax_rate"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rate_site_place_class_unique" ON "tax_rate" USING btree ("site_id","country","region","tax_class") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "discount_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_email_limit" integer,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_kind_check" CHECK ("discount_code"."kind" IN ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "discount_code_value_check" CHECK (("discount_code"."kind" = 'percent' AND "discount_code"."value" BETWEEN 1 AND 10000) OR ("discount_code"."kind" = 'fixed' AND "discount_code"."value" >= 1) OR ("discount_code"."kind" = 'free_shipping' AND "discount_code"."value" = 0)),
	CONSTRAINT "discount_code_uses_check" CHECK ("discount_code"."uses" >= 0),
	CONSTRAINT "discount_code_limits_check" CHECK (("discount_code"."usage_limit" IS NULL OR "discount_code"."usage_limit" >= 1) AND ("discount_code"."per_email_limit" IS NULL OR "discount_code"."per_email_limit" >= 1) AND ("discount_code"."min_subtotal_cents" IS NULL OR "discount_code"."min_subtotal_cents" >= 0)),
	CONSTRAINT "discount_code_dates_check" CHECK ("discount_code"."starts_at" IS NULL OR "discount_code"."ends_at" IS NULL OR "discount_code"."ends_at" > "discount_code"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_site_code_unique" ON "discount_code" USING btree ("site_id",lower("code"));
--> statement-breakpoint
CREATE TABLE "discount_redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemption_order_unique" ON "discount_redemption" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "discount_redemption_code_email_idx" ON "discount_redemption" USING btree ("code_id","email") WHERE "discount_redemption"."released_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "shipping_tax_class" text DEFAULT 'standard' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_shipping_tax_class_check" CHECK ("shop_settings"."shipping_tax_class" IN ('standard', 'reduced', 'zero'));
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "discount_code" text;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "shipping_choice" jsonb;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_parts_check" CHECK ("shop_order"."discount_cents" >= 0 AND "shop_order"."shipping_cents" >= 0 AND "shop_order"."tax_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "shipping_zone" ADD CONSTRAINT "shipping_zone_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shipping_rate" ADD CONSTRAINT "shipping_rate_zone_id_shipping_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zone"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tax_rate" ADD CONSTRAINT "tax_rate_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_code_id_discount_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_code"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;
