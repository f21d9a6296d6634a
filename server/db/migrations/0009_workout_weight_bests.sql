CREATE TABLE "workout_weight_bests" (
	"workout_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"kg" double precision NOT NULL,
	"repeticiones" double precision NOT NULL,
	"e1rm" double precision,
	"volumen" double precision NOT NULL,
	CONSTRAINT "workout_weight_bests_workout_id_exercise_id_kg_pk" PRIMARY KEY("workout_id","exercise_id","kg")
);
--> statement-breakpoint
ALTER TABLE "workout_weight_bests" ADD CONSTRAINT "workout_weight_bests_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_weight_bests" ADD CONSTRAINT "workout_weight_bests_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- workout_weight_bests summarises the sets of finished sessions (server/db/schema.ts). Kept here,
-- by triggers, so that every write of a set or a session (routes, seeds, a cascade) keeps it in
-- the same statement. Sessions in progress have no summary: saving a set into one (the session
-- screen's hot path) only reads its session's state.

-- Recomputes the summary of session p_workout_id: of exercise p_exercise_id and weight p_kg, or
-- all of them when those are null.
CREATE FUNCTION "workout_weight_bests_compute"("p_workout_id" integer, "p_exercise_id" integer, "p_kg" numeric)
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
    AND "s"."kg" IS NOT NULL AND "s"."repeticiones" IS NOT NULL
    AND ("p_exercise_id" IS NULL OR "we"."exercise_id" = "p_exercise_id")
    AND ("p_kg" IS NULL OR "s"."kg" = "p_kg")
  GROUP BY "s"."workout_id", "we"."exercise_id", "s"."kg"::float8
  -- Two saves that found the session just finished may recompute the same row at once.
  ON CONFLICT ("workout_id", "exercise_id", "kg") DO UPDATE SET "repeticiones" = excluded."repeticiones",
    "e1rm" = excluded."e1rm", "volumen" = excluded."volumen";
END $$;
--> statement-breakpoint
-- After a set's write: nothing while its session is in progress (one read by primary key on
-- the hot path; a lock taken there, on the session's row or an advisory one, cost PostgreSQL a
-- third of its set throughput at 50 connections); else the summary of its old and new exercise
-- and weight, edits of one finished session one after another (FOR NO KEY UPDATE). A save
-- racing the session's finish: the save's foreign key check holds the session's row FOR KEY
-- SHARE, which the finish (FOR UPDATE, below) waits for, so the finish sees that set; a save
-- that comes after the finish waits for it there and then finds the session finished. (This
-- runs after that check: triggers fire in the order of their names, "RI_..." first.)
CREATE FUNCTION "workout_weight_bests_set_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "v_workout" integer := coalesce(NEW."workout_id", OLD."workout_id");
  "v_estado" text;
BEGIN
  SELECT "w"."estado" INTO "v_estado" FROM "workouts" "w" WHERE "w"."id" = "v_workout";
  IF "v_estado" IS DISTINCT FROM 'terminado' THEN RETURN NULL; END IF;
  PERFORM 1 FROM "workouts" "w" WHERE "w"."id" = "v_workout" FOR NO KEY UPDATE;
  IF TG_OP <> 'INSERT' AND OLD."kg" IS NOT NULL THEN
    PERFORM "workout_weight_bests_compute"("v_workout",
      (SELECT "we"."exercise_id" FROM "workout_exercises" "we" WHERE "we"."id" = OLD."workout_exercise_id"), OLD."kg");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."kg" IS NOT NULL THEN
    PERFORM "workout_weight_bests_compute"("v_workout",
      (SELECT "we"."exercise_id" FROM "workout_exercises" "we" WHERE "we"."id" = NEW."workout_exercise_id"), NEW."kg");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "workout_sets_weight_bests" AFTER INSERT OR UPDATE OR DELETE ON "workout_sets"
FOR EACH ROW EXECUTE FUNCTION "workout_weight_bests_set_changed"();
--> statement-breakpoint
-- A session finished gets its whole summary; one back in progress loses it.
CREATE FUNCTION "workout_weight_bests_workout_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "workouts" "w" WHERE "w"."id" = NEW."id" FOR UPDATE;
  IF NEW."estado" = 'terminado' THEN
    PERFORM "workout_weight_bests_compute"(NEW."id", NULL, NULL);
  ELSE
    DELETE FROM "workout_weight_bests" "b" WHERE "b"."workout_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "workouts_weight_bests" AFTER UPDATE OF "estado" ON "workouts"
FOR EACH ROW WHEN (OLD."estado" IS DISTINCT FROM NEW."estado")
EXECUTE FUNCTION "workout_weight_bests_workout_changed"();
--> statement-breakpoint
-- The sessions finished before this migration.
SELECT "workout_weight_bests_compute"("w"."id", NULL, NULL) FROM "workouts" "w" WHERE "w"."estado" = 'terminado';
