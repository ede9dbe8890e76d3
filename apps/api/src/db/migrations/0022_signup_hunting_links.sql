CREATE TABLE "signup_hunting_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signup_hunting_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"mailed_to" text,
	"utm_campaign" text,
	"utm_source" text,
	"utm_medium" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_hunting_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "signup_hunting_links" ADD CONSTRAINT "signup_hunting_links_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_hunting_links" ADD CONSTRAINT "signup_hunting_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signup_hunting_links_freelance_idx" ON "signup_hunting_links" USING btree ("freelance_id","created_at");