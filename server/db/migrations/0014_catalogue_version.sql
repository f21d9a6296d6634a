-- catalogue_version.version changes in the same transaction as anything the catalogue routes
-- show that every user shares: the exercises, the reference lists (muscle groups, goals,
-- difficulties, methods) and the public templates with their exercises. The API processes keep
-- those routes' ready bodies per process under this version, read on every request
-- (server/routes/catalogue-cache.ts), so a change made through any process is seen by all.
-- Statement-level triggers: one bump per statement. Routines generated for one user
-- (owner_user_id set) and their exercises do not bump it: the cache holds public templates only.
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Public templates only: a generated routine (owner_user_id set) is one user's.
CREATE FUNCTION "bump_catalogue_version_of_routines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One branch per operation: a statement naming a transition table the trigger lacks fails.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM "new_rows" WHERE "owner_user_id" IS NULL) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM "new_rows" WHERE "owner_user_id" IS NULL)
      AND NOT EXISTS (SELECT 1 FROM "old_rows" WHERE "owner_user_id" IS NULL) THEN RETURN NULL; END IF;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM "old_rows" WHERE "owner_user_id" IS NULL) THEN RETURN NULL; END IF;
  END IF;
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The exercises of public templates only. A template deleted with its exercises (ON DELETE
-- CASCADE) is already gone here: the routines trigger bumps for it.
CREATE FUNCTION "bump_catalogue_version_of_routine_exercises"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM "new_rows" "n" JOIN "routines" "r" ON "r"."id" = "n"."routine_id"
      WHERE "r"."owner_user_id" IS NULL) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM "new_rows" "n" JOIN "routines" "r" ON "r"."id" = "n"."routine_id"
        WHERE "r"."owner_user_id" IS NULL)
      AND NOT EXISTS (SELECT 1 FROM "old_rows" "o" JOIN "routines" "r" ON "r"."id" = "o"."routine_id"
        WHERE "r"."owner_user_id" IS NULL) THEN RETURN NULL; END IF;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM "old_rows" "o" JOIN "routines" "r" ON "r"."id" = "o"."routine_id"
      WHERE "r"."owner_user_id" IS NULL) THEN RETURN NULL; END IF;
  END IF;
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "exercises_insert_bumps_catalogue" AFTER INSERT ON "exercises"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "exercises_update_bumps_catalogue" AFTER UPDATE ON "exercises"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "exercises_delete_bumps_catalogue" AFTER DELETE ON "exercises"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "exercises_truncate_bumps_catalogue" AFTER TRUNCATE ON "exercises"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "muscle_groups_insert_bumps_catalogue" AFTER INSERT ON "muscle_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "muscle_groups_update_bumps_catalogue" AFTER UPDATE ON "muscle_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "muscle_groups_delete_bumps_catalogue" AFTER DELETE ON "muscle_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "muscle_groups_truncate_bumps_catalogue" AFTER TRUNCATE ON "muscle_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "goals_insert_bumps_catalogue" AFTER INSERT ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "goals_update_bumps_catalogue" AFTER UPDATE ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "goals_delete_bumps_catalogue" AFTER DELETE ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "goals_truncate_bumps_catalogue" AFTER TRUNCATE ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "difficulties_insert_bumps_catalogue" AFTER INSERT ON "difficulties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "difficulties_update_bumps_catalogue" AFTER UPDATE ON "difficulties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "difficulties_delete_bumps_catalogue" AFTER DELETE ON "difficulties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "difficulties_truncate_bumps_catalogue" AFTER TRUNCATE ON "difficulties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "methods_insert_bumps_catalogue" AFTER INSERT ON "methods"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "methods_update_bumps_catalogue" AFTER UPDATE ON "methods"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "methods_delete_bumps_catalogue" AFTER DELETE ON "methods"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "methods_truncate_bumps_catalogue" AFTER TRUNCATE ON "methods"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "routines_insert_bumps_catalogue" AFTER INSERT ON "routines"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version_of_routines"();
--> statement-breakpoint
CREATE TRIGGER "routines_update_bumps_catalogue" AFTER UPDATE ON "routines"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version_of_routines"();
--> statement-breakpoint
CREATE TRIGGER "routines_delete_bumps_catalogue" AFTER DELETE ON "routines"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version_of_routines"();
--> statement-breakpoint
CREATE TRIGGER "routines_truncate_bumps_catalogue" AFTER TRUNCATE ON "routines"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "routine_exercises_insert_bumps_catalogue" AFTER INSERT ON "routine_exercises"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version_of_routine_exercises"();
--> statement-breakpoint
CREATE TRIGGER "routine_exercises_update_bumps_catalogue" AFTER UPDATE ON "routine_exercises"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version_of_routine_exercises"();
--> statement-breakpoint
CREATE TRIGGER "routine_exercises_delete_bumps_catalogue" AFTER DELETE ON "routine_exercises"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version_of_routine_exercises"();
--> statement-breakpoint
CREATE TRIGGER "routine_exercises_truncate_bumps_catalogue" AFTER TRUNCATE ON "routine_exercises"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
