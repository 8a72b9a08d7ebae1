-- The owner's Products screen (docs/decisions/051-products-screen.md): its stock filter and sort
-- read one number per product, the variants' sum when it has variant rows (JSON text accepted),
-- else the product's stock, floored at 0; NULL when no stock is recorded (unlimited). Never raises,
-- as the functions of migration 0008 it calls.
CREATE OR REPLACE FUNCTION product_stock(data jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT CASE
    WHEN variants.entries IS NOT NULL THEN
      (SELECT coalesce(sum(greatest(floor(coalesce(product_number(entry -> 'stock'), 0)), 0)), 0) FROM jsonb_array_elements(variants.entries) AS entry)
    WHEN variants.stock IS NULL THEN NULL
    ELSE greatest(floor(variants.stock), 0)
  END
  FROM (SELECT product_variant_rows(data) AS entries, product_number(data -> 'stock') AS stock) AS variants
$$;--> statement-breakpoint
CREATE INDEX "document_product_stock_count_idx" ON "document" USING btree ("site_id","collection",product_stock("data"));--> statement-breakpoint
CREATE INDEX "document_product_name_idx" ON "document" USING btree ("site_id","collection",lower(coalesce("data"->>'name', "data"->>'title')));--> statement-breakpoint
-- The screen's search: the name, subtitle and slug only, lower-cased, one per line (a search never
-- matches across two), under a trigram index (the content manager's search_text holds every text
-- value and is cut at 2000 characters).
CREATE INDEX "document_product_admin_search_trgm" ON "document" USING gin ((lower(coalesce("data"->>'name', "data"->>'title', '') || chr(10) || coalesce("data"->>'subtitle', '') || chr(10) || coalesce("data"->>'slug', ''))) gin_trgm_ops);
