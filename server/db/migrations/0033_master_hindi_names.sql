ALTER TABLE "id_types" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "name_hi" text;