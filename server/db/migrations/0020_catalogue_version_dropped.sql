-- The catalogue (exercises, reference lists, public templates) is written only by the seed at
-- start-up (server/db/seed), so each API process keeps its catalogue bodies for its lifetime,
-- filled after its own seed (server/modules/catalogue/cache.ts; docs/OPERATIONS.md, "Editing the
-- catalogue"): no version of it is kept, and migration 0014's triggers, functions and table go.
DROP TRIGGER "exercises_insert_bumps_catalogue" ON "exercises";
--> statement-breakpoint
DROP TRIGGER "exercises_update_bumps_catalogue" ON "exercises";
--> statement-breakpoint
DROP TRIGGER "exercises_delete_bumps_catalogue" ON "exercises";
--> statement-breakpoint
DROP TRIGGER "exercises_truncate_bumps_catalogue" ON "exercises";
--> statement-breakpoint
DROP TRIGGER "muscle_groups_insert_bumps_catalogue" ON "muscle_groups";
--> statement-breakpoint
DROP TRIGGER "muscle_groups_update_bumps_catalogue" ON "muscle_groups";
--> statement-breakpoint
DROP TRIGGER "muscle_groups_delete_bumps_catalogue" ON "muscle_groups";
--> statement-breakpoint
DROP TRIGGER "muscle_groups_truncate_bumps_catalogue" ON "muscle_groups";
--> statement-breakpoint
DROP TRIGGER "goals_insert_bumps_catalogue" ON "goals";
--> statement-breakpoint
DROP TRIGGER "goals_update_bumps_catalogue" ON "goals";
--> statement-breakpoint
DROP TRIGGER "goals_delete_bumps_catalogue" ON "goals";
--> statement-breakpoint
DROP TRIGGER "goals_truncate_bumps_catalogue" ON "goals";
--> statement-breakpoint
DROP TRIGGER "difficulties_insert_bumps_catalogue" ON "difficulties";
--> statement-breakpoint
DROP TRIGGER "difficulties_update_bumps_catalogue" ON "difficulties";
--> statement-breakpoint
DROP TRIGGER "difficulties_delete_bumps_catalogue" ON "difficulties";
--> statement-breakpoint
DROP TRIGGER "difficulties_truncate_bumps_catalogue" ON "difficulties";
--> statement-breakpoint
DROP TRIGGER "methods_insert_bumps_catalogue" ON "methods";
--> statement-breakpoint
DROP TRIGGER "methods_update_bumps_catalogue" ON "methods";
--> statement-breakpoint
DROP TRIGGER "methods_delete_bumps_catalogue" ON "methods";
--> statement-breakpoint
DROP TRIGGER "methods_truncate_bumps_catalogue" ON "methods";
--> statement-breakpoint
DROP TRIGGER "routines_insert_bumps_catalogue" ON "routines";
--> statement-breakpoint
DROP TRIGGER "routines_update_bumps_catalogue" ON "routines";
--> statement-breakpoint
DROP TRIGGER "routines_delete_bumps_catalogue" ON "routines";
--> statement-breakpoint
DROP TRIGGER "routines_truncate_bumps_catalogue" ON "routines";
--> statement-breakpoint
DROP TRIGGER "routine_exercises_insert_bumps_catalogue" ON "routine_exercises";
--> statement-breakpoint
DROP TRIGGER "routine_exercises_update_bumps_catalogue" ON "routine_exercises";
--> statement-breakpoint
DROP TRIGGER "routine_exercises_delete_bumps_catalogue" ON "routine_exercises";
--> statement-breakpoint
DROP TRIGGER "routine_exercises_truncate_bumps_catalogue" ON "routine_exercises";
--> statement-breakpoint
DROP FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
DROP FUNCTION "bump_catalogue_version_of_routines"();
--> statement-breakpoint
DROP FUNCTION "bump_catalogue_version_of_routine_exercises"();
--> statement-breakpoint
DROP TABLE "catalogue_version" CASCADE;
