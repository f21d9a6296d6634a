-- Body measurements (docs/PRODUCT.md §20): bodyweight (kg) and circumferences (cm) by date, one row
-- per value the user logged; `cliente_id`, made by the app, lets the offline outbox send a value
-- twice and have it land once. Gone with the user.
CREATE TABLE "body_measurements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "body_measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"cliente_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(7, 2) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_measurements_tipo_ck" CHECK ("body_measurements"."tipo" in ('peso', 'cintura', 'cadera', 'pecho', 'brazo', 'muslo')),
	CONSTRAINT "body_measurements_valor_ck" CHECK ("body_measurements"."valor" > 0)
);
--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "body_measurements_user_cliente_uq" ON "body_measurements" USING btree ("user_id","cliente_id");
--> statement-breakpoint
CREATE INDEX "body_measurements_user_tipo_fecha_idx" ON "body_measurements" USING btree ("user_id","tipo","fecha");
