-- Invoices and credit notes (issue 25 item 7; docs/decisions/062-invoices-and-credit-notes.md): a
-- counter per site and kind, taken in the transaction that pays an order or completes a refund, so
-- numbers have no gaps and no repeats; the shop's legal details in its settings. Nothing is backfilled:
-- orders paid before this have no invoice.
CREATE TABLE "shop_document_counter" (
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "shop_document_counter_pk" PRIMARY KEY ("scope", "kind"),
	CONSTRAINT "shop_document_counter_kind_check" CHECK ("shop_document_counter"."kind" IN ('invoice', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "invoice_number" integer;
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "invoice_issued_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_invoice_number_unique" ON "shop_order" USING btree ("site_id","invoice_number") NULLS NOT DISTINCT WHERE "shop_order"."invoice_number" is not null;
--> statement-breakpoint
ALTER TABLE "shop_refund" ADD COLUMN "credit_note_scope" text;
--> statement-breakpoint
ALTER TABLE "shop_refund" ADD COLUMN "credit_note_number" integer;
--> statement-breakpoint
ALTER TABLE "shop_refund" ADD COLUMN "credit_note_issued_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_refund_credit_note_unique" ON "shop_refund" USING btree ("credit_note_scope","credit_note_number") WHERE "shop_refund"."credit_note_number" is not null;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "legal_name" text;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "legal_address" text;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "tax_number" text;
