-- Issue 41 item 10 (server/db/schema.ts): replays after a delete and edits out of order. A deleted
-- session's client id is kept (workout_tombstones), so a start replayed from an offline outbox
-- finds it spent instead of creating the session again. Each set keeps the time of the latest
-- edit applied (editada_en); a write made before it changes nothing. Existing sets have none,
-- so their next write applies; nothing to backfill.
CREATE TABLE "workout_tombstones" (
	"user_id" integer NOT NULL,
	"cliente_id" uuid NOT NULL,
	"borrado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_tombstones_user_id_cliente_id_pk" PRIMARY KEY("user_id","cliente_id")
);
--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "editada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workout_tombstones" ADD CONSTRAINT "workout_tombstones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;