CREATE TYPE "public"."kyc_document_status" AS ENUM('uploaded', 'notUploaded', 'uploadFail', 'pendingOrbiteReview', 'orbiteAccepted', 'orbiteRefused', 'expired');--> statement-breakpoint
CREATE TYPE "public"."kyc_document_type" AS ENUM('id', 'idSecondary', 'kbis', 'bankAccountDetails', 'proofOfAddress', 'insee', 'urssaf', 'rcPro', 'statuses', 'ownersList');--> statement-breakpoint
CREATE TYPE "public"."kyc_refusal_reason" AS ENUM('expired', 'unreadable', 'incomplete', 'unsigned', 'unofficial', 'incorrect', 'other');--> statement-breakpoint
CREATE TABLE "freelance_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"type" "kyc_document_type" NOT NULL,
	"status" "kyc_document_status" NOT NULL,
	"upload_id" uuid NOT NULL,
	"uploaded_by_user_id" integer,
	"expires_at" date,
	"refusal_reason" "kyc_refusal_reason",
	"refusal_comment" text,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelance_documents_uploadId_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "freelance_documents" ADD CONSTRAINT "freelance_documents_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_documents" ADD CONSTRAINT "freelance_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_documents" ADD CONSTRAINT "freelance_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_documents" ADD CONSTRAINT "freelance_documents_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freelance_documents_current_idx" ON "freelance_documents" USING btree ("freelance_id","type") WHERE replaced_at IS NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "freelance_documents_freelance_idx" ON "freelance_documents" USING btree ("freelance_id","type","created_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id");