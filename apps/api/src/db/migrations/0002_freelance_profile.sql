CREATE TABLE "freelance_educations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"degree" text,
	"topic" text,
	"description" text,
	"started_in" smallint,
	"graduated_in" smallint
);
--> statement-breakpoint
CREATE TABLE "freelance_experience_skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_experience_skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"experience_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "freelance_experience_skills_unique" UNIQUE("experience_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "freelance_experiences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"location" text,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_orbite_mission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freelance_job_titles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_job_titles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"job_title_id" integer NOT NULL,
	"duration" smallint,
	CONSTRAINT "freelance_job_titles_unique" UNIQUE("freelance_id","job_title_id")
);
--> statement-breakpoint
CREATE TABLE "freelance_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"level" text DEFAULT 'basic' NOT NULL,
	CONSTRAINT "freelance_languages_unique" UNIQUE("freelance_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "freelance_skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"duration" smallint,
	"primary" boolean DEFAULT false NOT NULL,
	"wished" boolean DEFAULT false NOT NULL,
	CONSTRAINT "freelance_skills_unique" UNIQUE("freelance_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "tagline" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "biography" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "experience_in_years" smallint;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "retribution" integer;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "profile_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "git_hub_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "gitlab_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "bitbucket_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "kaggle_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "linked_in_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "stack_exchange_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "twitter_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "pref_workplace" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "pref_contract" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "pref_environment" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "pref_time" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "pref_mobility" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "max_distance" integer;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "call_availability" text;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "freelance_educations" ADD CONSTRAINT "freelance_educations_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_experience_skills" ADD CONSTRAINT "freelance_experience_skills_experience_id_freelance_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."freelance_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_experience_skills" ADD CONSTRAINT "freelance_experience_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_experiences" ADD CONSTRAINT "freelance_experiences_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_job_titles" ADD CONSTRAINT "freelance_job_titles_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_job_titles" ADD CONSTRAINT "freelance_job_titles_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_languages" ADD CONSTRAINT "freelance_languages_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_languages" ADD CONSTRAINT "freelance_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_skills" ADD CONSTRAINT "freelance_skills_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_skills" ADD CONSTRAINT "freelance_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freelance_educations_freelance_idx" ON "freelance_educations" USING btree ("freelance_id");--> statement-breakpoint
CREATE INDEX "freelance_experiences_freelance_idx" ON "freelance_experiences" USING btree ("freelance_id");--> statement-breakpoint
CREATE INDEX "freelance_skills_skill_idx" ON "freelance_skills" USING btree ("skill_id");