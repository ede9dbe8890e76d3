CREATE TABLE "corporate_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" "corporate_role" NOT NULL,
	"permissions" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "freelance_favorites" (
	"team_member_id" integer NOT NULL,
	"freelance_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelance_favorites_team_member_id_freelance_id_pk" PRIMARY KEY("team_member_id","freelance_id")
);
--> statement-breakpoint
CREATE TABLE "freelance_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by_user_id" integer,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"rows" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"error_rows" integer NOT NULL,
	"duplicate_rows" integer NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "corporate_invitations" ADD CONSTRAINT "corporate_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_invitations" ADD CONSTRAINT "corporate_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_invitations" ADD CONSTRAINT "corporate_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_favorites" ADD CONSTRAINT "freelance_favorites_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_favorites" ADD CONSTRAINT "freelance_favorites_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_imports" ADD CONSTRAINT "freelance_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_invitations_company_idx" ON "corporate_invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "corporate_invitations_email_idx" ON "corporate_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "freelance_favorites_freelance_idx" ON "freelance_favorites" USING btree ("freelance_id");--> statement-breakpoint
CREATE INDEX "freelance_imports_created_idx" ON "freelance_imports" USING btree ("created_at");