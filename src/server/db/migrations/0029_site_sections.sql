-- Reusable sections (issue 27; docs/decisions/071-reusable-sections.md): a site's named block trees,
-- shown by its pages through SectionInstance blocks that the server expands at render time.
CREATE TABLE "site_section" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "site_section" ADD CONSTRAINT "site_section_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_section" ADD CONSTRAINT "site_section_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "site_section_name_unique" ON "site_section" USING btree ("site_id","name");
--> statement-breakpoint
CREATE INDEX "site_section_site_idx" ON "site_section" USING btree ("site_id");
