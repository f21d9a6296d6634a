-- The weight unit each user reads and types (profile, "Unidad de peso"): kilograms or pounds.
-- Every stored weight stays in kilograms; the client converts at the edge of each screen.
ALTER TABLE "users" ADD COLUMN "unidad" text DEFAULT 'kg' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unidad_ck" CHECK ("users"."unidad" in ('kg', 'lb'));
