CREATE TABLE "experience_endorsements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experience_endorsements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"experience_id" integer NOT NULL,
	"freelance_id" integer NOT NULL,
	"referent_first_name" text NOT NULL,
	"referent_last_name" text NOT NULL,
	"referent_email" text NOT NULL,
	"referent_job_title" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"comment" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_endorsements_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "experience_endorsements" ADD CONSTRAINT "experience_endorsements_experience_id_freelance_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."freelance_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_endorsements" ADD CONSTRAINT "experience_endorsements_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_endorsements_experience_idx" ON "experience_endorsements" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_endorsements_freelance_idx" ON "experience_endorsements" USING btree ("freelance_id","created_at");