-- The records' search text, copied into a narrow table of its own to count a search's matches: the
-- recheck of a common term then reads ~1/3 of the pages it reads in "document", where "data" rides
-- along. A trigger copies the generated column, so the text is the same and no writer can forget it.
-- Also an index per sort field of the content manager (updated_at). docs/decisions/016-content-list-queries.md.
CREATE TABLE "document_search" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid,
	"collection" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_search" ADD CONSTRAINT "document_search_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION document_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_search (document_id, site_id, collection, search_text)
  VALUES (NEW.id, NEW.site_id, NEW.collection, NEW.search_text)
  ON CONFLICT (document_id) DO UPDATE
    SET site_id = EXCLUDED.site_id, collection = EXCLUDED.collection, search_text = EXCLUDED.search_text;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER document_search_sync AFTER INSERT OR UPDATE OF data, site_id, collection ON "document"
FOR EACH ROW EXECUTE FUNCTION document_search_sync();--> statement-breakpoint
INSERT INTO document_search (document_id, site_id, collection, search_text)
SELECT id, site_id, collection, search_text FROM "document";--> statement-breakpoint
CREATE INDEX "document_search_text_trgm" ON "document_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_collection_updated_idx" ON "document" USING btree ("site_id","collection","updated_at");
