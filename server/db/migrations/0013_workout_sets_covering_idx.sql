DROP INDEX "workout_sets_workout_idx";--> statement-breakpoint
CREATE INDEX "workout_sets_workout_idx" ON "workout_sets" USING btree ("workout_id","medida","kg","repeticiones","workout_exercise_id");