-- The storefront product list's filters, done by the database on indexed expressions
-- (docs/decisions/021-product-list-api.md). A product is a JSONB document whose numbers may be
-- stored as JSON numbers or as numeric text, and whose variant_stock may be a list or JSON text
-- (spec 3 §3): these IMMUTABLE functions read them the one way the list filters on them, never
-- raising, so no insert or update of any document can fail because of them. Those calling others
-- keep the migration's search_path: index builds run with only pg_catalog on it.
CREATE OR REPLACE FUNCTION product_number(value jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'number' THEN (value #>> '{}')::numeric
    WHEN 'string' THEN CASE WHEN btrim(value #>> '{}') ~ '^-?[0-9]{1,15}(\.[0-9]{1,15})?$' THEN btrim(value #>> '{}')::numeric END
  END
$$;--> statement-breakpoint
-- Spec 3 §5: the discount price counts only when positive and lower than the price.
CREATE OR REPLACE FUNCTION product_price(data jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT CASE WHEN d > 0 AND d < p THEN d ELSE p END
  FROM (SELECT product_number(data -> 'price') AS p, product_number(data -> 'discount_price') AS d) AS prices
$$;--> statement-breakpoint
-- variant_stock as a non-empty list (parsed when it is JSON text), or NULL.
CREATE OR REPLACE FUNCTION product_variant_rows(data jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  entries jsonb := CASE WHEN jsonb_typeof(data) = 'object' THEN data -> 'variant_stock' END;
BEGIN
  IF jsonb_typeof(entries) = 'string' THEN
    BEGIN
      entries := (entries #>> '{}')::jsonb;
    EXCEPTION WHEN others THEN
      RETURN NULL;
    END;
  END IF;
  IF jsonb_typeof(entries) = 'array' AND jsonb_array_length(entries) > 0 THEN
    RETURN entries;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Spec 1 §5: variant stock first, then the product's stock; no stock recorded at all is unlimited.
CREATE OR REPLACE FUNCTION product_in_stock(data jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT CASE
    WHEN variants.entries IS NOT NULL THEN
      (SELECT coalesce(sum(greatest(coalesce(product_number(entry -> 'stock'), 0), 0)), 0) > 0 FROM jsonb_array_elements(variants.entries) AS entry)
    ELSE coalesce(product_number(data -> 'stock') > 0, true)
  END
  FROM (SELECT product_variant_rows(data) AS entries) AS variants
$$;--> statement-breakpoint
CREATE INDEX "document_product_price_idx" ON "document" USING btree ("site_id","collection",product_price("data"));--> statement-breakpoint
CREATE INDEX "document_product_stock_idx" ON "document" USING btree ("site_id","collection",product_in_stock("data"));--> statement-breakpoint
CREATE INDEX "document_product_category_idx" ON "document" USING btree ("site_id","collection",lower("data"->>'category'));
