-- Changing a session while training (server/db/schema.ts): an exercise added in the session keeps
-- the client's id (workout_exercises.cliente_id, unique per session: the same add again finds it),
-- exercises done in turns share a group (workout_exercises.grupo), and the rest a user set for an
-- exercise is remembered for their next sessions (user_exercise_settings).
CREATE TABLE "user_exercise_settings" (
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"descanso" integer NOT NULL,
	CONSTRAINT "user_exercise_settings_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id"),
	CONSTRAINT "user_exercise_settings_descanso_ck" CHECK ("user_exercise_settings"."descanso" between 0 and 900)
);
--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD COLUMN "grupo" smallint;--> statement-breakpoint
ALTER TABLE "user_exercise_settings" ADD CONSTRAINT "user_exercise_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exercise_settings" ADD CONSTRAINT "user_exercise_settings_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_exercises_cliente_uq" ON "workout_exercises" USING btree ("workout_id","cliente_id");--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_grupo_ck" CHECK ("workout_exercises"."grupo" is null or "workout_exercises"."grupo" between 1 and 99);