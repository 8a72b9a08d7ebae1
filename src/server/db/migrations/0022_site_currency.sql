-- The currency a site's shop sells in (issue 25 item 4; docs/decisions/060-site-currency.md): one
-- of spec 3's seven, US dollars for every shop that existed (what they sold in). Independent of
-- 0021: one column on shop_settings, nothing else changed.
ALTER TABLE "shop_settings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_currency_check" CHECK ("shop_settings"."currency" IN ('USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'INR'));
