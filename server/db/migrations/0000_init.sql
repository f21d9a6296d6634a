CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_kind_ck" CHECK ("auth_tokens"."kind" in ('session', 'verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "difficulties" (
	"id" integer PRIMARY KEY NOT NULL,
	"nivel" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_removals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exercise_removals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"dificultad_id" integer NOT NULL,
	"grupos_musculares_id" integer NOT NULL,
	"inicio" text NOT NULL,
	"fin" text NOT NULL,
	"equipo" text DEFAULT 'ninguno' NOT NULL,
	"mecanica" text DEFAULT 'compuesto' NOT NULL,
	"fuerza" text DEFAULT 'otro' NOT NULL,
	"musculos_secundarios" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"alto_impacto" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"metodo_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"dificultad_id" integer NOT NULL,
	"tiempo_aerobicos" integer NOT NULL,
	"tiempo_anaerobicos" integer NOT NULL,
	"descanso" integer NOT NULL,
	"observaciones" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muscle_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routine_exercises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routine_exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"routine_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"series" integer NOT NULL,
	"repeticiones" integer NOT NULL,
	"descanso" integer,
	"comentario" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text,
	"nombre" text NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL,
	"objetivo_id" integer NOT NULL,
	"dificultad_id" integer NOT NULL,
	"metodo_id" integer NOT NULL,
	"owner_user_id" integer,
	"dia" smallint,
	"generator_seed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_measurements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"peso" numeric(7, 3) NOT NULL,
	"altura" numeric(6, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_routine_exercises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_routine_exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_routine_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"series" integer NOT NULL,
	"repeticiones" integer NOT NULL,
	"comentario" text DEFAULT '' NOT NULL,
	CONSTRAINT "ure_series_ck" CHECK ("user_routine_exercises"."series" > 0),
	CONSTRAINT "ure_reps_ck" CHECK ("user_routine_exercises"."repeticiones" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_routines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_routines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"routine_id" integer,
	"source_user_routine_id" integer,
	"nombre" text NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL,
	"objetivo_id" integer NOT NULL,
	"dificultad_id" integer NOT NULL,
	"metodo_id" integer NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"dia" smallint,
	"compartida" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_routines_dia_ck" CHECK ("user_routines"."dia" is null or "user_routines"."dia" between 1 and 7),
	CONSTRAINT "user_routines_dates_ck" CHECK ("user_routines"."fecha_inicio" is null or "user_routines"."fecha_fin" is null or "user_routines"."fecha_inicio" <= "user_routines"."fecha_fin")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"sexo" smallint NOT NULL,
	"peso" numeric(7, 3) NOT NULL,
	"altura" numeric(6, 2) NOT NULL,
	"objetivo_id" integer,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "users_sexo_ck" CHECK ("users"."sexo" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_removals" ADD CONSTRAINT "exercise_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_removals" ADD CONSTRAINT "exercise_removals_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_dificultad_id_difficulties_id_fk" FOREIGN KEY ("dificultad_id") REFERENCES "public"."difficulties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_grupos_musculares_id_muscle_groups_id_fk" FOREIGN KEY ("grupos_musculares_id") REFERENCES "public"."muscle_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_metodo_id_methods_id_fk" FOREIGN KEY ("metodo_id") REFERENCES "public"."methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "methods" ADD CONSTRAINT "methods_dificultad_id_difficulties_id_fk" FOREIGN KEY ("dificultad_id") REFERENCES "public"."difficulties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_exercises" ADD CONSTRAINT "routine_exercises_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_exercises" ADD CONSTRAINT "routine_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_objetivo_id_goals_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_dificultad_id_difficulties_id_fk" FOREIGN KEY ("dificultad_id") REFERENCES "public"."difficulties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_metodo_id_methods_id_fk" FOREIGN KEY ("metodo_id") REFERENCES "public"."methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_measurements" ADD CONSTRAINT "user_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_routine_exercises" ADD CONSTRAINT "user_routine_exercises_user_routine_id_user_routines_id_fk" FOREIGN KEY ("user_routine_id") REFERENCES "public"."user_routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_routine_exercises" ADD CONSTRAINT "user_routine_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_routines" ADD CONSTRAINT "user_routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_routines" ADD CONSTRAINT "user_routines_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_routines" ADD CONSTRAINT "user_routines_objetivo_id_goals_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_routines" ADD CONSTRAINT "user_routines_dificultad_id_difficulties_id_fk" FOREIGN KEY ("dificultad_id") REFERENCES "public"."difficulties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_routines" ADD CONSTRAINT "user_routines_metodo_id_methods_id_fk" FOREIGN KEY ("metodo_id") REFERENCES "public"."methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_objetivo_id_goals_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "exercise_removals_user_idx" ON "exercise_removals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_slug_uq" ON "exercises" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "routine_exercises_routine_idx" ON "routine_exercises" USING btree ("routine_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "routines_slug_uq" ON "routines" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "routines_owner_idx" ON "routines" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "routines_filter_idx" ON "routines" USING btree ("objetivo_id","dificultad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_measurements_user_fecha_uq" ON "user_measurements" USING btree ("user_id","fecha");--> statement-breakpoint
CREATE INDEX "user_routine_exercises_routine_idx" ON "user_routine_exercises" USING btree ("user_routine_id","orden");--> statement-breakpoint
CREATE INDEX "user_routines_user_idx" ON "user_routines" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_routines_shared_idx" ON "user_routines" USING btree ("compartida");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");