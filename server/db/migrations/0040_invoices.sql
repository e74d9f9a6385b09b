CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"fy" text NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_kind_fy_pk" PRIMARY KEY("kind","fy")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"dated" date NOT NULL,
	"month" text NOT NULL,
	"refers_to" bigint,
	"merchant_id" bigint NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_state_code" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_code" text NOT NULL,
	"buyer_address" text NOT NULL,
	"buyer_gstin" text DEFAULT '' NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"pass_through_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_gstins" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"gstin" text NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tax_codes" (
	"service_code" text PRIMARY KEY NOT NULL,
	"sac" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"gov_fee_pure_agent" boolean NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"gstin" text NOT NULL,
	"legal_name" text NOT NULL,
	"state_code" text NOT NULL,
	"mode" text DEFAULT 'monthly' NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_identity_one_row" CHECK ("tax_identity"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text NOT NULL,
	"request_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"service_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gov_fee_paise" bigint NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"charge_line_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" bigint,
	"sac" text,
	"rate_bp" integer,
	"pass_through_paise" bigint,
	"taxable_paise" bigint,
	"cgst_paise" bigint,
	"sgst_paise" bigint,
	"igst_paise" bigint,
	CONSTRAINT "tax_lines_amount_positive" CHECK ("tax_lines"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_gstins" ADD CONSTRAINT "merchant_gstins_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_gstins" ADD CONSTRAINT "merchant_gstins_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tax_codes" ADD CONSTRAINT "service_tax_codes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_identity" ADD CONSTRAINT "tax_identity_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_lines" ADD CONSTRAINT "tax_lines_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_lines" ADD CONSTRAINT "tax_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_fy_seq_uq" ON "invoices" USING btree ("kind","fy","seq");--> statement-breakpoint
CREATE INDEX "invoices_merchant_dated_idx" ON "invoices" USING btree ("merchant_id","dated");--> statement-breakpoint
CREATE INDEX "invoices_refers_idx" ON "invoices" USING btree ("refers_to") WHERE "invoices"."refers_to" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_lines_entry_uq" ON "tax_lines" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "tax_lines_merchant_at_idx" ON "tax_lines" USING btree ("merchant_id","at");--> statement-breakpoint
CREATE INDEX "tax_lines_invoice_idx" ON "tax_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "tax_lines_pending_idx" ON "tax_lines" USING btree ("kind","at") WHERE "tax_lines"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "tax_lines_charge_idx" ON "tax_lines" USING btree ("charge_line_id") WHERE "tax_lines"."charge_line_id" is not null;