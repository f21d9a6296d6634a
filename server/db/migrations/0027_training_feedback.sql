-- Training feedback (docs/coaching/feedback.md): how each muscle felt after a session
-- (workout_feedback), the readiness check before one and the adjustment it made
-- (workout_readiness), and the changes to a programme's next week the feedback proposed
-- (plan_adjustments). Gone with the session or the programme, and so with the user.
CREATE TABLE "plan_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"semana" smallint NOT NULL,
	"clave" text NOT NULL,
	"tipo" text NOT NULL,
	"grupo_muscular_id" integer,
	"delta" smallint,
	"ejercicio_id" integer,
	"alternativa_id" integer,
	"motivo" text NOT NULL,
	"estado" text DEFAULT 'propuesta' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_adjustments_tipo_ck" CHECK ("plan_adjustments"."tipo" in ('series', 'cambio_ejercicio', 'descarga')),
	CONSTRAINT "plan_adjustments_estado_ck" CHECK ("plan_adjustments"."estado" in ('propuesta', 'aceptada', 'rechazada'))
);
--> statement-breakpoint
CREATE TABLE "workout_feedback" (
	"workout_id" integer NOT NULL,
	"grupo_muscular_id" integer NOT NULL,
	"bombeo" smallint,
	"agujetas" smallint,
	"dolor" text,
	"carga" text,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_feedback_workout_id_grupo_muscular_id_pk" PRIMARY KEY("workout_id","grupo_muscular_id"),
	CONSTRAINT "workout_feedback_bombeo_ck" CHECK ("workout_feedback"."bombeo" is null or "workout_feedback"."bombeo" between 0 and 3),
	CONSTRAINT "workout_feedback_agujetas_ck" CHECK ("workout_feedback"."agujetas" is null or "workout_feedback"."agujetas" between 0 and 3),
	CONSTRAINT "workout_feedback_dolor_ck" CHECK ("workout_feedback"."dolor" is null or "workout_feedback"."dolor" in ('ninguno', 'algo', 'me_paro')),
	CONSTRAINT "workout_feedback_carga_ck" CHECK ("workout_feedback"."carga" is null or "workout_feedback"."carga" in ('facil', 'justa', 'demasiada'))
);
--> statement-breakpoint
CREATE TABLE "workout_readiness" (
	"workout_id" integer PRIMARY KEY NOT NULL,
	"sueno" text,
	"estres" text,
	"cuerpo" text,
	"ajuste" text NOT NULL,
	"base" jsonb NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_readiness_sueno_ck" CHECK ("workout_readiness"."sueno" is null or "workout_readiness"."sueno" in ('bien', 'regular', 'mal')),
	CONSTRAINT "workout_readiness_estres_ck" CHECK ("workout_readiness"."estres" is null or "workout_readiness"."estres" in ('bajo', 'medio', 'alto')),
	CONSTRAINT "workout_readiness_cuerpo_ck" CHECK ("workout_readiness"."cuerpo" is null or "workout_readiness"."cuerpo" in ('fresco', 'normal', 'cansado')),
	CONSTRAINT "workout_readiness_ajuste_ck" CHECK ("workout_readiness"."ajuste" in ('ninguno', 'rir', 'serie'))
);
--> statement-breakpoint
ALTER TABLE "plan_adjustments" ADD CONSTRAINT "plan_adjustments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_feedback" ADD CONSTRAINT "workout_feedback_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_readiness" ADD CONSTRAINT "workout_readiness_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_adjustments_plan_semana_clave_uq" ON "plan_adjustments" USING btree ("plan_id","semana","clave");
