-- Issue 37: set types (a warm-up is never work), the prescribed range and RIR of a session's
-- exercise, and the deload flag of a session (server/db/schema.ts). Existing sets are work sets,
-- existing exercises have no range (repeticiones_min null = repeticiones_objetivo) and no RIR
-- target, existing sessions are not deloads. workout_sets_workout_idx gets `tipo` last so the
-- figures that now leave warm-ups out (the session summary, the history page, weekly sets per
-- muscle, adherence) still read the index alone (docs/PERFORMANCE.md, "Issue #25: a big database").
DROP INDEX "workout_sets_workout_idx";--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD COLUMN "repeticiones_min" integer;--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD COLUMN "rir_objetivo" smallint;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "tipo" text DEFAULT 'trabajo' NOT NULL;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "descarga" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "workout_sets_workout_idx" ON "workout_sets" USING btree ("workout_id","medida","kg","repeticiones","workout_exercise_id","tipo");--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_rir_objetivo_ck" CHECK ("workout_exercises"."rir_objetivo" is null or "workout_exercises"."rir_objetivo" between 0 and 5);--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_tipo_ck" CHECK ("workout_sets"."tipo" in ('calentamiento', 'trabajo', 'descendente', 'fallo'));--> statement-breakpoint
-- The records' summary (migration 0009) leaves warm-ups out: the same function with one more
-- condition on the sets it reads. Its triggers are unchanged: a set's edit (its type included)
-- recomputes the rows of its old and new weight. Every set written before this migration is a
-- work set, so the summary already kept is right and needs no backfill.
CREATE OR REPLACE FUNCTION "workout_weight_bests_compute"("p_workout_id" integer, "p_exercise_id" integer, "p_kg" numeric)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  DELETE FROM "workout_weight_bests" "b"
  WHERE "b"."workout_id" = "p_workout_id"
    AND ("p_exercise_id" IS NULL OR "b"."exercise_id" = "p_exercise_id")
    AND ("p_kg" IS NULL OR "b"."kg" = "p_kg"::float8);
  INSERT INTO "workout_weight_bests" ("workout_id", "exercise_id", "kg", "repeticiones", "e1rm", "volumen")
  SELECT "s"."workout_id", "we"."exercise_id", "s"."kg"::float8, max("s"."repeticiones")::float8,
    max("s"."kg"::float8 * (1 + "s"."repeticiones" / 30.0::float8))
      FILTER (WHERE "s"."repeticiones" BETWEEN 1 AND 10 AND "s"."kg" > 0),
    sum("s"."kg"::float8 * "s"."repeticiones")
  FROM "workout_sets" "s"
  JOIN "workout_exercises" "we" ON "we"."id" = "s"."workout_exercise_id"
  WHERE "s"."workout_id" = "p_workout_id" AND "s"."medida" = 'repeticiones'
    AND "s"."kg" IS NOT NULL AND "s"."repeticiones" IS NOT NULL AND "s"."tipo" <> 'calentamiento'
    AND ("p_exercise_id" IS NULL OR "we"."exercise_id" = "p_exercise_id")
    AND ("p_kg" IS NULL OR "s"."kg" = "p_kg")
  GROUP BY "s"."workout_id", "we"."exercise_id", "s"."kg"::float8
  -- Two saves that found the session just finished may recompute the same row at once.
  ON CONFLICT ("workout_id", "exercise_id", "kg") DO UPDATE SET "repeticiones" = excluded."repeticiones",
    "e1rm" = excluded."e1rm", "volumen" = excluded."volumen";
END $$;
