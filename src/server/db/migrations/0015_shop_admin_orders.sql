ALTER TABLE "shop_order" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "private_note" text;--> statement-breakpoint
-- A site member who does not want a kind of owner mail for a site (decision 053): no row, the mail goes.
CREATE TABLE "owner_notification_opt_out" (
	"site_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_notification_opt_out_site_id_user_id_kind_pk" PRIMARY KEY("site_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "owner_notification_opt_out" ADD CONSTRAINT "owner_notification_opt_out_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_notification_opt_out" ADD CONSTRAINT "owner_notification_opt_out_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_site_status_idx" ON "shop_order" USING btree ("site_id","status");
