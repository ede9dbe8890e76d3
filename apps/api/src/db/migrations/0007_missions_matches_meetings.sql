CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"freelance_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'teamMember' NOT NULL,
	"pre_matching_source" text,
	"cancel_source" text,
	"decline_reasons" text[] DEFAULT '{}' NOT NULL,
	"decline_comment" text,
	"message" text,
	"selected" boolean DEFAULT false NOT NULL,
	"ratio_numerator" smallint,
	"ratio_denominator" smallint,
	"presented_at" timestamp with time zone,
	"fa_qualified_at" timestamp with time zone,
	"fa_qualified_by_user_id" integer,
	"fa_applied_by_user_id" integer,
	"fa_proposed_by_user_id" integer,
	"fa_selected_by_user_id" integer,
	"freelancer_agent_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_mission_freelance_unique" UNIQUE("mission_id","freelance_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by_user_id" integer,
	"booked_at" timestamp with time zone,
	"decline_source" text,
	"decline_reasons" text[] DEFAULT '{}' NOT NULL,
	"decline_comment" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" integer NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"booked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "time_slots_meeting_time_unique" UNIQUE("meeting_id","date_time")
);
--> statement-breakpoint
CREATE TABLE "mission_skills" (
	"mission_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"years_required" smallint,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_skills_mission_id_skill_id_pk" PRIMARY KEY("mission_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_corporate_id" integer,
	"created_by_user_id" integer,
	"account_manager_user_id" integer,
	"status" text DEFAULT 'notFinalized' NOT NULL,
	"ongoing_status" text,
	"title" text,
	"description" text,
	"category" text,
	"rhythm" text,
	"origin" text,
	"offer" text DEFAULT 'boost' NOT NULL,
	"source" text DEFAULT 'orbiteServices' NOT NULL,
	"refusal_reason" text,
	"failure_reasons" text[] DEFAULT '{}' NOT NULL,
	"status_comment" text,
	"project_type" text,
	"legal_model" text,
	"renewable" text,
	"working_time" smallint,
	"start_date" date,
	"max_weeks_after_start" smallint,
	"duration_in_days" smallint,
	"retribution" integer,
	"experience_level" text,
	"workplace" text,
	"location" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"hunting_priority_score" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"duplicated_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "freelance_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "freelance_skills_skill_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_fa_qualified_by_user_id_users_id_fk" FOREIGN KEY ("fa_qualified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_fa_applied_by_user_id_users_id_fk" FOREIGN KEY ("fa_applied_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_fa_proposed_by_user_id_users_id_fk" FOREIGN KEY ("fa_proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_fa_selected_by_user_id_users_id_fk" FOREIGN KEY ("fa_selected_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_freelancer_agent_user_id_users_id_fk" FOREIGN KEY ("freelancer_agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_skills" ADD CONSTRAINT "mission_skills_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_skills" ADD CONSTRAINT "mission_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_created_by_corporate_id_corporates_id_fk" FOREIGN KEY ("created_by_corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_account_manager_user_id_users_id_fk" FOREIGN KEY ("account_manager_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_searches" ADD CONSTRAINT "freelance_searches_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_freelance_idx" ON "matches" USING btree ("freelance_id");--> statement-breakpoint
CREATE INDEX "matches_mission_status_idx" ON "matches" USING btree ("mission_id","status");--> statement-breakpoint
CREATE INDEX "meetings_match_idx" ON "meetings" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "mission_skills_skill_idx" ON "mission_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "missions_company_status_idx" ON "missions" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "missions_status_idx" ON "missions" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "missions_title_trgm_idx" ON "missions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "freelance_searches_owner_idx" ON "freelance_searches" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "freelance_skills_skill_idx" ON "freelance_skills" USING btree ("skill_id","freelance_id","duration");