-- The exercise each user chose for a name of an imported file when it was not the one proposed
-- (docs/PRODUCT.md, "Importar historial"): the next import proposes it first. The name is kept
-- normalised (server/domain/import/match.ts `normalisedName`). A deleted user's or exercise's
-- rows go with it.
CREATE TABLE "import_name_choices" (
	"user_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"exercise_id" integer NOT NULL,
	"elegido_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_name_choices_user_id_nombre_pk" PRIMARY KEY("user_id","nombre"),
	CONSTRAINT "import_name_choices_nombre_ck" CHECK (char_length("import_name_choices"."nombre") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "import_name_choices" ADD CONSTRAINT "import_name_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "import_name_choices" ADD CONSTRAINT "import_name_choices_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "import_name_choices_exercise_idx" ON "import_name_choices" USING btree ("exercise_id");
