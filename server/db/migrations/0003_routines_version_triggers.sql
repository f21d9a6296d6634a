-- users.routines_version changes in the same transaction as anything GET user-routines shows
-- of a user: their routines, the exercises of their routines and the profile fields of the
-- list. The API processes cache the list per user under this version
-- (server/routes/user-routines/list-cache.ts). Statement-level triggers: one bump per user
-- per statement, however many rows it touched. A change in the reference data the list also
-- shows (catalogue, methods, difficulties) is not covered: only the seed writes it, at start-up.
CREATE FUNCTION "bump_routines_version_of_routines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "routines_version" = "routines_version" + 1
    WHERE "id" IN (SELECT "user_id" FROM "new_rows");
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "routines_version" = "routines_version" + 1
    WHERE "id" IN (SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows");
  ELSE
    UPDATE "users" SET "routines_version" = "routines_version" + 1
    WHERE "id" IN (SELECT "user_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An exercise's routine may already be gone (a routine deleted with its exercises, ON DELETE
-- CASCADE): that routine's own trigger bumps its user.
CREATE FUNCTION "bump_routines_version_of_exercises"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "routines_version" = "routines_version" + 1
    WHERE "id" IN (SELECT "r"."user_id" FROM "user_routines" "r"
      WHERE "r"."id" IN (SELECT "user_routine_id" FROM "new_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "routines_version" = "routines_version" + 1
    WHERE "id" IN (SELECT "r"."user_id" FROM "user_routines" "r"
      WHERE "r"."id" IN (SELECT "user_routine_id" FROM "old_rows" UNION SELECT "user_routine_id" FROM "new_rows"));
  ELSE
    UPDATE "users" SET "routines_version" = "routines_version" + 1
    WHERE "id" IN (SELECT "r"."user_id" FROM "user_routines" "r"
      WHERE "r"."id" IN (SELECT "user_routine_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_routines_version_of_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."routines_version" := NEW."routines_version" + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_routines_insert_bumps_version" AFTER INSERT ON "user_routines"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_routines_version_of_routines"();
--> statement-breakpoint
CREATE TRIGGER "user_routines_update_bumps_version" AFTER UPDATE ON "user_routines"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_routines_version_of_routines"();
--> statement-breakpoint
CREATE TRIGGER "user_routines_delete_bumps_version" AFTER DELETE ON "user_routines"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_routines_version_of_routines"();
--> statement-breakpoint
CREATE TRIGGER "user_routine_exercises_insert_bumps_version" AFTER INSERT ON "user_routine_exercises"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_routines_version_of_exercises"();
--> statement-breakpoint
CREATE TRIGGER "user_routine_exercises_update_bumps_version" AFTER UPDATE ON "user_routine_exercises"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_routines_version_of_exercises"();
--> statement-breakpoint
CREATE TRIGGER "user_routine_exercises_delete_bumps_version" AFTER DELETE ON "user_routine_exercises"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_routines_version_of_exercises"();
--> statement-breakpoint
-- The profile fields of the list: id, nombre, apellidos, email, fecha_alta (created_at), peso,
-- altura (and imc, from the last two).
CREATE TRIGGER "users_profile_bumps_version" BEFORE UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."nombre" IS DISTINCT FROM NEW."nombre" OR OLD."apellidos" IS DISTINCT FROM NEW."apellidos"
    OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."peso" IS DISTINCT FROM NEW."peso"
    OR OLD."altura" IS DISTINCT FROM NEW."altura" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "bump_routines_version_of_profile"();
