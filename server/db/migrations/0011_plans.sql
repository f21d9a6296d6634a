CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"objetivo_id" integer NOT NULL,
	"nivel" integer NOT NULL,
	"division" text NOT NULL,
	"semanas" smallint NOT NULL,
	"sesiones_semana" smallint NOT NULL,
	"duracion_min" smallint NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"elecciones" jsonb NOT NULL,
	"progresion" json NOT NULL,
	"observaciones" text NOT NULL,
	"volumen" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_dates_ck" CHECK ("plans"."fecha_inicio" <= "plans"."fecha_fin"),
	CONSTRAINT "plans_semanas_ck" CHECK ("plans"."semanas" between 4 and 8)
);
--> statement-breakpoint
ALTER TABLE "user_routine_exercises" ADD COLUMN "repeticiones_min" integer;--> statement-breakpoint
ALTER TABLE "user_routine_exercises" ADD COLUMN "repeticiones_max" integer;--> statement-breakpoint
ALTER TABLE "user_routine_exercises" ADD COLUMN "principal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_routine_exercises" ADD COLUMN "descanso" integer;--> statement-breakpoint
ALTER TABLE "user_routine_exercises" ADD COLUMN "medida" text;--> statement-breakpoint
ALTER TABLE "user_routines" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "user_routines" ADD COLUMN "plan_etiqueta" text;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_objetivo_id_goals_id_fk" FOREIGN KEY ("objetivo_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_nivel_difficulties_id_fk" FOREIGN KEY ("nivel") REFERENCES "public"."difficulties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_user_idx" ON "plans" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "user_routines" ADD CONSTRAINT "user_routines_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_routines_plan_idx" ON "user_routines" USING btree ("plan_id");