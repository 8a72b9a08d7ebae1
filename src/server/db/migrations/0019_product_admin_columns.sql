-- The owner's Products screen on a large catalogue (docs/decisions/051-products-screen.md, addendum
-- on speed): a common search word selects ~1 product in 5, and each of those rows then had its
-- search text, stock (product_stock, a plpgsql call per variant list) and price worked out again
-- for the filter, the sort and the count, ~25 µs a row, twice (page and count). The database now
-- stores the three readings of a product on every insert and update (generated columns, as
-- search_text in 0004: no write path can forget them), for the `products` collection only (NULL
-- elsewhere: the screen lists nothing else). Same expressions as before, so same rows and order.
ALTER TABLE "document"
  ADD COLUMN "product_search" text GENERATED ALWAYS AS (CASE WHEN "collection" = 'products' THEN lower(coalesce("data"->>'name', "data"->>'title', '') || chr(10) || coalesce("data"->>'subtitle', '') || chr(10) || coalesce("data"->>'slug', '')) END) STORED,
  ADD COLUMN "product_stock" numeric GENERATED ALWAYS AS (CASE WHEN "collection" = 'products' THEN product_stock("data") END) STORED,
  ADD COLUMN "product_price" numeric GENERATED ALWAYS AS (CASE WHEN "collection" = 'products' THEN product_price("data") END) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "document_product_admin_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "document_product_stock_count_idx";--> statement-breakpoint
CREATE INDEX "document_product_search_trgm" ON "document" USING gin ("product_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_product_stock_col_idx" ON "document" USING btree ("site_id","collection","product_stock");
