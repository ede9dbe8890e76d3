CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text,
	"legal_form" text,
	"siret" text,
	"vat_number" text,
	"social_capital" numeric(14, 2),
	"commercial_court" text,
	"structure" text,
	"size" text,
	"needs" text,
	"head_office_address" jsonb,
	"billing_address" jsonb,
	"invoice_type" text,
	"payment_delay" smallint,
	"payment_conditions" text,
	"billing_mode" text,
	"payment_mode" text,
	"invoice_send_method" text,
	"factoring_eligibility" text,
	"invoice_emails" text[] DEFAULT '{}' NOT NULL,
	"iban_sealed" text,
	"iban_last4" text,
	"specific_mentions" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'generated' NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"signed_storage_key" text,
	"signed_sha256" text,
	"signed_at" timestamp with time zone,
	"provider" text DEFAULT 'internal' NOT NULL,
	"provider_reference" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_document_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"signatory" text NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_user_id" integer,
	"typed_name" text NOT NULL,
	"document_sha256" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"freelance_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"version" smallint DEFAULT 1 NOT NULL,
	"kind" text DEFAULT 'initial' NOT NULL,
	"previous_deal_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"daily_rate" numeric(10, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days_per_week" smallint NOT NULL,
	"renewable" text DEFAULT 'possible' NOT NULL,
	"terms_day" date NOT NULL,
	"corporate_commission_rate" numeric(9, 6) NOT NULL,
	"corporate_flat_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"freelance_commission_rate" numeric(9, 6) NOT NULL,
	"freelance_flat_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"client_daily_price" numeric(10, 2) NOT NULL,
	"freelance_daily_net" numeric(10, 2) NOT NULL,
	"specific_mentions" text,
	"platform_signatory_user_id" integer,
	"freelance_accepted_at" timestamp with time zone,
	"corporate_accepted_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"signing_started_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"status_reason" text,
	"status_comment" text,
	"kyc_bypass" jsonb,
	"specific_mentions_bypass" jsonb,
	"signature_bypass" jsonb,
	"renewal_asked_on" date,
	"freelance_renewal_answer" text,
	"freelance_renewal_answered_at" timestamp with time zone,
	"corporate_renewal_answer" text,
	"corporate_renewal_answered_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_match_version_unique" UNIQUE("match_id","version")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"unit" text DEFAULT 'day' NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"total_excl_vat_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"issuer_key" text NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_issuer_key_year_pk" PRIMARY KEY("issuer_key","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'invoice' NOT NULL,
	"flow" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"issuer_key" text NOT NULL,
	"number" text,
	"sequence" integer,
	"timesheet_id" integer,
	"deal_id" integer,
	"company_id" integer,
	"freelance_id" integer,
	"credited_invoice_id" integer,
	"issuer" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"period_start" date,
	"period_end" date,
	"issue_date" date,
	"due_date" date,
	"payment_delay" smallint,
	"payment_conditions" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"total_excl_vat_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"total_incl_vat_cents" bigint DEFAULT 0 NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_storage_key" text,
	"facturx_storage_key" text,
	"sha256" text,
	"paid_at" timestamp with time zone,
	"paid_amount_cents" bigint,
	"marked_paid_by_user_id" integer,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"last_reminder_on" date,
	"late_penalty_cents" bigint,
	"recovery_indemnity_cents" bigint,
	"penalties_computed_on" date,
	"penalties_sent_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_issuer_number_unique" UNIQUE("issuer_key","number")
);
--> statement-breakpoint
CREATE TABLE "mission_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"freelance_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author_side" text NOT NULL,
	"author_user_id" integer NOT NULL,
	"ratings" jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_reviews_mission_side_unique" UNIQUE("mission_id","author_side")
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timesheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"safe_mode" boolean DEFAULT false NOT NULL,
	"worked_days" numeric(6, 3) DEFAULT 0 NOT NULL,
	"validated_at" timestamp with time zone,
	"validated_by_user_id" integer,
	"invoiced_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_deal_month_unique" UNIQUE("deal_id","month")
);
--> statement-breakpoint
CREATE TABLE "work_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_days" numeric(6, 3) DEFAULT 0 NOT NULL,
	"comment" text,
	"status_comment" text,
	"submitted_at" timestamp with time zone,
	"submitted_by_user_id" integer,
	"validated_at" timestamp with time zone,
	"validated_by_user_id" integer,
	"locked_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"last_reminded_on" date,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_logs_deal_month_unique" UNIQUE("deal_id","month")
);
--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "freelances" ADD COLUMN "nationality_iso" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_deal_document_id_deal_documents_id_fk" FOREIGN KEY ("deal_document_id") REFERENCES "public"."deal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_platform_signatory_user_id_users_id_fk" FOREIGN KEY ("platform_signatory_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_marked_paid_by_user_id_users_id_fk" FOREIGN KEY ("marked_paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_reviews" ADD CONSTRAINT "mission_reviews_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_reviews" ADD CONSTRAINT "mission_reviews_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_reviews" ADD CONSTRAINT "mission_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_reviews" ADD CONSTRAINT "mission_reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_validated_by_user_id_users_id_fk" FOREIGN KEY ("validated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_logs" ADD CONSTRAINT "work_logs_validated_by_user_id_users_id_fk" FOREIGN KEY ("validated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_documents_deal_idx" ON "deal_documents" USING btree ("deal_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_signatures_document_signatory_unique" ON "deal_signatures" USING btree ("deal_document_id","signatory");--> statement-breakpoint
CREATE INDEX "deal_signatures_deal_idx" ON "deal_signatures" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "deals_mission_idx" ON "deals" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "deals_freelance_idx" ON "deals" USING btree ("freelance_id","status");--> statement-breakpoint
CREATE INDEX "deals_company_idx" ON "deals" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "deals_status_end_idx" ON "deals" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "invoices_freelance_idx" ON "invoices" USING btree ("freelance_id");--> statement-breakpoint
CREATE INDEX "invoices_timesheet_idx" ON "invoices" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "work_logs_status_idx" ON "work_logs" USING btree ("status");--> statement-breakpoint
ALTER TABLE "freelance_companies" ADD COLUMN "activity_type" text;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD COLUMN "signatories" text[] DEFAULT '{freelance,corporate,platform}' NOT NULL;