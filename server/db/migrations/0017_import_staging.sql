CREATE TABLE "workout_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vista_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "workout_imports" ADD CONSTRAINT "workout_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_import_id_workout_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."workout_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workouts_import_idx" ON "workouts" USING btree ("import_id") WHERE "workouts"."import_id" is not null;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_owner_ck" CHECK (("workouts"."user_id" is null) <> ("workouts"."import_id" is null));--> statement-breakpoint
-- Written by hand (schema.ts keeps user_id typed NOT NULL: no query ever reads a row without
-- one, since every query asks for a user's own sessions). An import's sessions have no owner
-- until its final statement hands them to the user (server/routes/imports/repository.ts).
ALTER TABLE "workouts" ALTER COLUMN "user_id" DROP NOT NULL;
