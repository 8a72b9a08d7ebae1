ALTER TABLE "site" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "site" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site" ADD COLUMN "domain_proof" text;--> statement-breakpoint
-- Domains saved before proofs existed keep serving their site (running deployments must not go
-- dark), marked 'legacy': a site that proves the domain with a file or TXT record takes it over.
-- Each gets a token so that its owner can prove it too (decision 037).
UPDATE "site" SET
	"domain_token" = replace(gen_random_uuid()::text, '-', ''),
	"domain_verified_at" = now(),
	"domain_proof" = 'legacy'
WHERE "domain" IS NOT NULL;--> statement-breakpoint
DROP INDEX "site_domain_unique";--> statement-breakpoint
-- Many sites may claim a domain while it is pending; only one may have it verified.
CREATE UNIQUE INDEX "site_domain_verified_unique" ON "site" USING btree ("domain") WHERE "site"."domain_verified_at" is not null;
