-- Authority ends with membership (issue 21 item 6, docs/decisions/033-authority-ends-with-membership.md).
-- Whether the people who submitted a record through a published form may change it later, per
-- collection: 'never' (every existing collection, as before nobody should have), within 24 hours of
-- submitting ('24h'), or 'always'.
ALTER TABLE "collection" ADD COLUMN "submitter_edits" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
-- The published form a record was submitted through ('{pageId}:{blockId}', the formId its form
-- posts); a submitter edits only through that form. NULL for records written by members, imports
-- and records made before this migration: none of them can be edited by their submitter.
ALTER TABLE "document" ADD COLUMN "form_id" text;
