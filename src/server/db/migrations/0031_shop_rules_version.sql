-- The shop rules' version (issue 26; docs/decisions/076-shop-rules-cached-by-version.md): every change
-- of a site's shipping zones, their rates, its tax rates or its two tax settings bumps the site's
-- shop_rules_version in the same transaction. The checkout reads the version with the shop's settings
-- (a read it makes anyway) and prices with the rules it cached for that version, reading them again
-- only when the version moved. Triggers, so that no writer can forget it.
ALTER TABLE "site" ADD COLUMN "shop_rules_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION shop_rules_bump(target uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE "site" SET "shop_rules_version" = "shop_rules_version" + 1 WHERE "id" = target;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_rules_changed_by_site() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM shop_rules_bump(OLD.site_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.site_id IS DISTINCT FROM OLD.site_id) THEN PERFORM shop_rules_bump(NEW.site_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION shop_rules_changed_by_zone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM shop_rules_bump((SELECT "site_id" FROM "shipping_zone" WHERE "id" = OLD.zone_id)); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.zone_id IS DISTINCT FROM OLD.zone_id) THEN PERFORM shop_rules_bump((SELECT "site_id" FROM "shipping_zone" WHERE "id" = NEW.zone_id)); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shop_rules_zone_changed AFTER INSERT OR UPDATE OR DELETE ON "shipping_zone"
FOR EACH ROW EXECUTE FUNCTION shop_rules_changed_by_site();
--> statement-breakpoint
CREATE TRIGGER shop_rules_tax_rate_changed AFTER INSERT OR UPDATE OR DELETE ON "tax_rate"
FOR EACH ROW EXECUTE FUNCTION shop_rules_changed_by_site();
--> statement-breakpoint
CREATE TRIGGER shop_rules_rate_changed AFTER INSERT OR UPDATE OR DELETE ON "shipping_rate"
FOR EACH ROW EXECUTE FUNCTION shop_rules_changed_by_zone();
--> statement-breakpoint
CREATE TRIGGER shop_rules_settings_changed AFTER INSERT OR UPDATE OF "prices_include_tax", "shipping_tax_class" OR DELETE ON "shop_settings"
FOR EACH ROW EXECUTE FUNCTION shop_rules_changed_by_site();
