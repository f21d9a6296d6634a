ALTER TABLE "exercises" ADD COLUMN "medida" text DEFAULT 'repeticiones' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "tecnico" boolean DEFAULT false NOT NULL;