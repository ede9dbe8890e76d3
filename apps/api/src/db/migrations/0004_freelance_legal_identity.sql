CREATE TABLE "freelance_bank_details" (
	"freelance_id" integer PRIMARY KEY NOT NULL,
	"bank_name" text,
	"iban_sealed" text,
	"iban_country" text,
	"iban_last4" text,
	"bic" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freelance_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freelance_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freelance_id" integer NOT NULL,
	"name" text,
	"legal_form" text,
	"is_umbrella" boolean DEFAULT false NOT NULL,
	"siret" text,
	"is_vat_subject" boolean DEFAULT false NOT NULL,
	"vat_number" text,
	"social_capital" numeric(14, 2),
	"activity" text,
	"commercial_court" text,
	"head_office_address" jsonb,
	"billing_address" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freelance_companies_freelanceId_unique" UNIQUE("freelance_id")
);
--> statement-breakpoint
ALTER TABLE "freelance_bank_details" ADD CONSTRAINT "freelance_bank_details_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelance_companies" ADD CONSTRAINT "freelance_companies_freelance_id_freelances_id_fk" FOREIGN KEY ("freelance_id") REFERENCES "public"."freelances"("id") ON DELETE cascade ON UPDATE no action;