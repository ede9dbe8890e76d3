CREATE TABLE "profile_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'doing' NOT NULL,
	"upload_id" uuid,
	"file_name" text,
	"proposal" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nova_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nova_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"surface" text NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nova_conversations_publicId_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "nova_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nova_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tool_calls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"engine" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nova_feedbacks" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nova_conversations" ADD CONSTRAINT "nova_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nova_messages" ADD CONSTRAINT "nova_messages_conversation_id_nova_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."nova_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_imports_freelance_idx" ON "profile_imports" USING btree ("freelance_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_imports_status_idx" ON "profile_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "nova_conversations_user_idx" ON "nova_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "nova_messages_conversation_idx" ON "nova_messages" USING btree ("conversation_id","id");--> statement-breakpoint
ALTER TABLE "nova_feedbacks" ADD CONSTRAINT "nova_feedbacks_message_id_nova_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."nova_messages"("id") ON DELETE set null ON UPDATE no action;