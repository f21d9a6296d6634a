CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"activo" boolean DEFAULT false NOT NULL,
	"hora" smallint DEFAULT 8 NOT NULL,
	"zona_horaria" text DEFAULT 'Europe/Madrid' NOT NULL,
	CONSTRAINT "reminder_settings_hora_ck" CHECK ("reminder_settings"."hora" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"user_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"unsubscribe_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_user_id_fecha_pk" PRIMARY KEY("user_id","fecha")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_hash_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reminder_settings_active_idx" ON "reminder_settings" USING btree ("user_id") WHERE "reminder_settings"."activo";--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_unsub_uq" ON "reminders_sent" USING btree ("unsubscribe_hash");