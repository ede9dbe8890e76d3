CREATE TABLE "job_titles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_titles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"search_text" text NOT NULL,
	"popularity" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_titles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"iso_code" text NOT NULL,
	CONSTRAINT "languages_name_unique" UNIQUE("name"),
	CONSTRAINT "languages_isoCode_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "skill_relations" (
	"skill_id" integer NOT NULL,
	"related_skill_id" integer NOT NULL,
	CONSTRAINT "skill_relations_skill_id_related_skill_id_pk" PRIMARY KEY("skill_id","related_skill_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"search_name" text NOT NULL,
	"search_aliases" text DEFAULT '' NOT NULL,
	"description" text,
	"related_link" text,
	"first_released" text,
	"latest_stable_version" text,
	"popularity" integer DEFAULT 1 NOT NULL,
	"category" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_name_unique" UNIQUE("name"),
	CONSTRAINT "skills_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "skill_relations" ADD CONSTRAINT "skill_relations_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_relations" ADD CONSTRAINT "skill_relations_related_skill_id_skills_id_fk" FOREIGN KEY ("related_skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_titles_search_text_trgm_idx" ON "job_titles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skill_relations_related_idx" ON "skill_relations" USING btree ("related_skill_id");--> statement-breakpoint
CREATE INDEX "skills_search_name_trgm_idx" ON "skills" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skills_search_aliases_trgm_idx" ON "skills" USING gin ("search_aliases" gin_trgm_ops);