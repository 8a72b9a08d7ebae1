-- An issued invoice or credit note keeps the seller it was issued by (docs/decisions/062-invoices-and-credit-notes.md,
-- addendum): the shop's name, address lines and tax number as they were in the transaction that
-- numbered it, so a later change of the shop's legal details never rewrites a document already issued.
-- Documents numbered before this have none and are drawn with the shop's details as they are now.
ALTER TABLE "shop_order" ADD COLUMN "invoice_issuer" jsonb;
--> statement-breakpoint
ALTER TABLE "shop_refund" ADD COLUMN "credit_note_issuer" jsonb;
