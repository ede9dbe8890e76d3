CREATE TYPE "public"."freelance_qualification" AS ENUM('qualified', 'disqualified', 'pending');--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "qualification" "freelance_qualification";--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "qualified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "qualified_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "freelances" ADD CONSTRAINT "freelances_qualified_by_user_id_users_id_fk" FOREIGN KEY ("qualified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;