-- The content manager's search text of a document: its top-level string values, joined by spaces,
-- lower-cased, at most 2000 characters. IMMUTABLE so a generated column can use it; the stored
-- column (and its trigram index) is then filled on every insert and update, and here for every
-- existing row, by the database itself. docs/decisions/016-content-list-queries.md.
CREATE OR REPLACE FUNCTION document_search_text(data jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(lower(coalesce(string_agg(entry.value #>> '{}', ' '), '')), 2000)
  FROM jsonb_each(CASE WHEN jsonb_typeof(data) = 'object' THEN data ELSE '{}'::jsonb END) AS entry
  WHERE jsonb_typeof(entry.value) = 'string'
$$;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "search_text" text GENERATED ALWAYS AS (document_search_text(data)) STORED;--> statement-breakpoint
CREATE INDEX "site_title_trgm" ON "site" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_search_trgm" ON "document" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_name_trgm" ON "media" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_description_trgm" ON "media" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_title_trgm" ON "page" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_path_trgm" ON "page" USING gin ("path_with_no_site" gin_trgm_ops);