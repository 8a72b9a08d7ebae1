CREATE TABLE "challenge_use" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid,
	"document_id" uuid,
	"kind" text DEFAULT 'contact' NOT NULL,
	"to_addresses" jsonb NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "form_binding" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid,
	"page_id" uuid NOT NULL,
	"block_id" text NOT NULL,
	"collection_name" text NOT NULL,
	"purpose" text DEFAULT 'default' NOT NULL,
	"inputs" jsonb NOT NULL,
	"email" jsonb,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection" ADD COLUMN "fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "collection" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_binding" ADD CONSTRAINT "form_binding_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_binding" ADD CONSTRAINT "form_binding_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_use_expires_idx" ON "challenge_use" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_document_unique" ON "email_outbox" USING btree ("document_id") WHERE "email_outbox"."document_id" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_site_idx" ON "email_outbox" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_binding_page_block_unique" ON "form_binding" USING btree ("page_id","block_id");--> statement-breakpoint
CREATE INDEX "form_binding_collection_idx" ON "form_binding" USING btree ("site_id","collection_name");