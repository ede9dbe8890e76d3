CREATE TABLE "enterprise_signups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skill_ids" integer[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"validated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_signups_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "corporate_bookmarks" (
	"user_id" integer NOT NULL,
	"corporate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_bookmarks_user_id_corporate_id_pk" PRIMARY KEY("user_id","corporate_id")
);
--> statement-breakpoint
CREATE TABLE "freelance_evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"instructor_id" integer,
	"skill_id" integer,
	"scheduled_at" timestamp with time zone NOT NULL,
	"qualif_status" text DEFAULT 'pending' NOT NULL,
	"approval_rating" text,
	"expertise_level" text,
	"technical_knowledge" text,
	"doubt_criteria" text[] DEFAULT '{}' NOT NULL,
	"no_show_party" text,
	"feedback" text,
	"scheduled_by_user_id" integer,
	"concluded_by_user_id" integer,
	"concluded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nova_feedbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nova_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"conversation_id" text,
	"rating" text NOT NULL,
	"comment" text,
	"question" text,
	"answer" text,
	"handled_at" timestamp with time zone,
	"handled_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "acquisition_source" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "signup_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_manager_id" integer;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "flagged_for_qualif" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "flagged_for_qualif_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "is_instructor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "is_frozen_until" date;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "grade" text DEFAULT 'noGrade' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "ban_category" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "status_changed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "hunting_status" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "slack_status" text DEFAULT 'initial' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "talent_success_manager_id" integer;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "corporate_bookmarks" ADD CONSTRAINT "corporate_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_bookmarks" ADD CONSTRAINT "corporate_bookmarks_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_evaluations" ADD CONSTRAINT "freelance_evaluations_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_evaluations" ADD CONSTRAINT "freelance_evaluations_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_instructor_id_freelances_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."freelances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_scheduled_by_user_id_users_id_fk" FOREIGN KEY ("scheduled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_interviews" ADD CONSTRAINT "candidate_interviews_concluded_by_user_id_users_id_fk" FOREIGN KEY ("concluded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nova_feedbacks" ADD CONSTRAINT "nova_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nova_feedbacks" ADD CONSTRAINT "nova_feedbacks_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_signups_email_idx" ON "enterprise_signups" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "freelance_evaluations_author_idx" ON "freelance_evaluations" USING btree ("freelance_id","author_user_id");--> statement-breakpoint
CREATE INDEX "candidate_interviews_freelance_idx" ON "candidate_interviews" USING btree ("freelance_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "candidate_interviews_instructor_idx" ON "candidate_interviews" USING btree ("instructor_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "nova_feedbacks_created_idx" ON "nova_feedbacks" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_manager_id_team_members_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelances" ADD CONSTRAINT "freelances_status_changed_by_user_id_users_id_fk" FOREIGN KEY ("status_changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelances" ADD CONSTRAINT "freelances_talent_success_manager_id_team_members_id_fk" FOREIGN KEY ("talent_success_manager_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;