-- POST /api/autogenerate's two statements (server/routes/autogenerate/repository.ts), as PL/pgSQL
-- functions: PL/pgSQL prepares the statements of a function once per connection and reuses
-- their plans, where a statement sent as text is parsed and planned on every call. On the
-- embedded database (PostgreSQL in WebAssembly, where planning also asks the file system for
-- the size of every table and index it looks at) that halved the cost of each statement
-- (docs/PERFORMANCE.md). Parameters are prefixed p_ and tables aliased, so that no name in a
-- statement can be taken for a parameter.

-- Everything about the user the generator needs, in one round trip: profile, routine dates and
-- weekdays, removed exercises, and the exercises of the last p_history generated plans (newest
-- plan first, in order).
CREATE FUNCTION "autogenerate_user_state"("p_user_id" integer, "p_history" integer)
RETURNS TABLE (
  "fecha_nacimiento" date,
  "sexo" smallint,
  "peso" numeric,
  "altura" numeric,
  "objetivo_id" integer,
  "own" json,
  "removed" json,
  "recent" json
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT "u"."fecha_nacimiento", "u"."sexo", "u"."peso", "u"."altura", "u"."objetivo_id",
    (SELECT coalesce(json_agg(json_build_object('start', "ur"."fecha_inicio", 'end', "ur"."fecha_fin", 'dia', "ur"."dia")), '[]'::json)
       FROM "user_routines" "ur" WHERE "ur"."user_id" = "p_user_id"),
    (SELECT coalesce(json_agg(DISTINCT "x"."exercise_id"), '[]'::json)
       FROM "exercise_removals" "x" WHERE "x"."user_id" = "p_user_id"),
    (SELECT coalesce(json_agg(json_build_object('r', "re"."routine_id", 'e', "re"."exercise_id")
              ORDER BY "re"."routine_id" DESC, "re"."orden"), '[]'::json)
       FROM "routine_exercises" "re"
       -- An array rather than a join: an index scan of those few routines' exercises.
       WHERE "re"."routine_id" = ANY (ARRAY(
         SELECT "g"."id" FROM "routines" "g" WHERE "g"."owner_user_id" = "p_user_id"
         ORDER BY "g"."id" DESC LIMIT "p_history")))
  FROM "users" "u" WHERE "u"."id" = "p_user_id";
END $$;
--> statement-breakpoint
-- Stores a generated plan as a routine template owned by the user (invisible to others) with
-- its exercises, given as one array per column, and returns its id. One call, one transaction.
-- Old generated routines are deleted by a job, not here (server/routes/autogenerate/prune.ts).
CREATE FUNCTION "autogenerate_store"(
  "p_user_id" integer, "p_nombre" text, "p_observaciones" text, "p_goal_id" integer,
  "p_level" integer, "p_method_id" integer, "p_dia" smallint, "p_seed" text,
  "p_exercise_ids" integer[], "p_ordenes" integer[], "p_series" integer[],
  "p_repeticiones" integer[], "p_descansos" integer[], "p_comentarios" text[]
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "v_id" integer;
BEGIN
  INSERT INTO "routines" ("nombre", "observaciones", "objetivo_id", "dificultad_id", "metodo_id",
                          "owner_user_id", "dia", "generator_seed")
  VALUES ("p_nombre", "p_observaciones", "p_goal_id", "p_level", "p_method_id", "p_user_id",
          "p_dia", "p_seed")
  RETURNING "id" INTO "v_id";
  INSERT INTO "routine_exercises" ("routine_id", "exercise_id", "orden", "series", "repeticiones",
                                   "descanso", "comentario")
  SELECT "v_id", "v"."exercise_id", "v"."orden", "v"."series", "v"."repeticiones", "v"."descanso", "v"."comentario"
  FROM unnest("p_exercise_ids", "p_ordenes", "p_series", "p_repeticiones", "p_descansos", "p_comentarios")
    AS "v" ("exercise_id", "orden", "series", "repeticiones", "descanso", "comentario");
  RETURN "v_id";
END $$;
