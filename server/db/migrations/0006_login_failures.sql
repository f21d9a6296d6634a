-- The login backoff moves from users to a table keyed by the e-mail's SHA-256, so that addresses
-- without an account back off exactly like registered ones (issue 20: the lockout told strangers
-- which addresses exist). Backoffs in progress are carried over.
CREATE TABLE "login_failures" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "login_failures" ("email_hash", "failures", "locked_until", "last_failure_at")
SELECT encode(sha256(convert_to("email", 'UTF8')), 'hex'), "failed_logins", "locked_until", now()
FROM "users"
WHERE "failed_logins" > 0 OR "locked_until" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";
