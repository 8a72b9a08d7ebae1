ALTER TABLE "site_invitation" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "site_invitation" ADD COLUMN "expires_at" timestamp with time zone DEFAULT (now() + interval '7 days') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "site_invitation_token_hash_unique" ON "site_invitation" USING btree ("token_hash");--> statement-breakpoint
UPDATE "user" SET "email_verified" = true WHERE "role" = 'admin' AND "email_verified" = false;
