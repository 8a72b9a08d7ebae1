-- The buyer's mails (issue 25 item 6; docs/decisions/064-buyer-mail-layout.md): the parcel's tracking
-- link the owner gives when fulfilling an order, and the logo at the top of the shop's mails, an image
-- of the site's own media library (cleared when that image is deleted).
ALTER TABLE "shop_order" ADD COLUMN "tracking_url" text;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "mail_logo_media_id" uuid;
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_mail_logo_media_id_media_id_fk" FOREIGN KEY ("mail_logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
