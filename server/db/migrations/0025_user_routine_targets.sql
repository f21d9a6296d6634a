-- A routine exercise's optional RIR target (0-5), set in the routine editor next to its rest
-- (`descanso`) and repetition range (`repeticiones_min`, `repeticiones_max`), which already exist
-- for programme sessions. Old rows read as null: no target.
ALTER TABLE "user_routine_exercises" ADD COLUMN "rir" smallint;
--> statement-breakpoint
ALTER TABLE "user_routine_exercises" ADD CONSTRAINT "ure_rir_ck" CHECK ("user_routine_exercises"."rir" is null or "user_routine_exercises"."rir" between 0 and 5);
