-- Refunds of an order (issue 25 item 5; docs/decisions/061-refunds-and-paypal-webhooks.md): made by an
-- owner from the dashboard (issued through Stripe or PayPal, or recorded for an offline order) or
-- reported by a provider's webhook. A new table only.
CREATE TABLE "shop_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"provider" text,
	"provider_refund_id" text,
	"restock" boolean DEFAULT false NOT NULL,
	"note" text,
	"failure" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "shop_refund_amount_check" CHECK ("shop_refund"."amount_cents" > 0),
	CONSTRAINT "shop_refund_status_check" CHECK ("shop_refund"."status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "shop_refund_source_check" CHECK ("shop_refund"."source" IN ('owner', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "shop_refund" ADD CONSTRAINT "shop_refund_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shop_refund" ADD CONSTRAINT "shop_refund_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "shop_refund_order_idx" ON "shop_refund" USING btree ("order_id","created_at");
