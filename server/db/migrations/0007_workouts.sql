CREATE TABLE "workout_exercises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workout_exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workout_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"series_objetivo" integer NOT NULL,
	"repeticiones_objetivo" integer NOT NULL,
	"descanso" integer NOT NULL,
	"medida" text NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"omitido" boolean DEFAULT false NOT NULL,
	CONSTRAINT "workout_exercises_medida_ck" CHECK ("workout_exercises"."medida" in ('repeticiones', 'tiempo', 'distancia'))
);
--> statement-breakpoint
CREATE TABLE "workout_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workout_id" integer NOT NULL,
	"workout_exercise_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"medida" text NOT NULL,
	"repeticiones" integer,
	"kg" numeric(6, 2),
	"segundos" integer,
	"metros" numeric(8, 2),
	"rir" smallint,
	"completada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_sets_medida_ck" CHECK ("workout_sets"."medida" in ('repeticiones', 'tiempo', 'distancia')),
	CONSTRAINT "workout_sets_rir_ck" CHECK ("workout_sets"."rir" is null or "workout_sets"."rir" between 0 and 5),
	CONSTRAINT "workout_sets_values_ck" CHECK (coalesce("workout_sets"."repeticiones", 0) >= 0 and coalesce("workout_sets"."kg", 0) >= 0 and coalesce("workout_sets"."segundos", 1) > 0 and coalesce("workout_sets"."metros", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_routine_id" integer,
	"cliente_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"notas" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT 'en_curso' NOT NULL,
	"iniciado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone,
	CONSTRAINT "workouts_estado_ck" CHECK ("workouts"."estado" in ('en_curso', 'terminado')),
	CONSTRAINT "workouts_finished_ck" CHECK (("workouts"."estado" = 'terminado') = ("workouts"."terminado_en" is not null) and ("workouts"."terminado_en" is null or "workouts"."terminado_en" >= "workouts"."iniciado_en"))
);
--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_workout_exercise_id_workout_exercises_id_fk" FOREIGN KEY ("workout_exercise_id") REFERENCES "public"."workout_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_user_routine_id_user_routines_id_fk" FOREIGN KEY ("user_routine_id") REFERENCES "public"."user_routines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_exercises_workout_idx" ON "workout_exercises" USING btree ("workout_id","orden");--> statement-breakpoint
CREATE INDEX "workout_sets_workout_idx" ON "workout_sets" USING btree ("workout_id");--> statement-breakpoint
CREATE INDEX "workout_sets_exercise_idx" ON "workout_sets" USING btree ("workout_exercise_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_user_cliente_uq" ON "workouts" USING btree ("user_id","cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_one_in_progress_uq" ON "workouts" USING btree ("user_id") WHERE "workouts"."estado" = 'en_curso';--> statement-breakpoint
CREATE INDEX "workouts_user_started_idx" ON "workouts" USING btree ("user_id","iniciado_en");--> statement-breakpoint
CREATE INDEX "workouts_user_routine_idx" ON "workouts" USING btree ("user_routine_id");