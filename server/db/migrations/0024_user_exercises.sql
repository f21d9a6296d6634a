-- A user's own exercises (docs/PRODUCT.md §12): rows of "exercises" with an owner, who alone sees
-- and uses them; gone with the user. Their ids come from their own sequence, from 1,000,000 up, so
-- they never meet a catalogue id (the catalogue's are fixed by its data file, all below 1,000).
ALTER TABLE "exercises" ADD COLUMN "owner_user_id" integer;
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "carga" text;
--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "exercises_owner_idx" ON "exercises" USING btree ("owner_user_id");
--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_owner_range_ck" CHECK (("exercises"."owner_user_id" is null) = ("exercises"."id" < 1000000));
--> statement-breakpoint
CREATE SEQUENCE "public"."user_exercises_id_seq" INCREMENT BY 1 MINVALUE 1000000 MAXVALUE 9223372036854775807 START WITH 1000000 CACHE 1;
