CREATE TABLE "freelance_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL,
	"expires_at" date,
	"once" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "freelance_flags" ADD CONSTRAINT "freelance_flags_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_flags" ADD CONSTRAINT "freelance_flags_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freelance_flags_freelance_idx" ON "freelance_flags" USING btree ("freelance_id");