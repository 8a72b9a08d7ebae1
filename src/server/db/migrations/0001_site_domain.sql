ALTER TABLE "site" ADD COLUMN "domain" text;--> statement-breakpoint
-- Backfill from existing urls the way the server derives it (lower-case hostname, no port or
-- user info). localhost and IP hosts are left out: they are no longer accepted and would take over
-- the platform's own address. When several sites share a domain, the oldest keeps it (then the
-- lowest id); the others keep their url but are no longer served at it until their owner picks
-- another domain.
UPDATE "site" SET "domain" = "ranked"."domain"
FROM (
	SELECT "id", "domain", row_number() OVER (PARTITION BY "domain" ORDER BY "created_at", "id") AS "rank"
	FROM (
		SELECT "id", "created_at", lower(substring("url" from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:\[\]]+)')) AS "domain"
		FROM "site"
		WHERE "url" IS NOT NULL
	) AS "hosts"
	WHERE "domain" IS NOT NULL AND "domain" <> 'localhost' AND "domain" NOT LIKE '%.localhost' AND "domain" !~ '^[0-9.]+$'
) AS "ranked"
WHERE "site"."id" = "ranked"."id" AND "ranked"."rank" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "site_domain_unique" ON "site" USING btree ("domain") WHERE "site"."domain" is not null;
