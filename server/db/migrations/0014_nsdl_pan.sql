CREATE TABLE "courier_items" (
	"courier_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	CONSTRAINT "courier_items_courier_id_application_id_pk" PRIMARY KEY("courier_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"company" text NOT NULL,
	"docket_no" text NOT NULL,
	"dispatch_date" date NOT NULL,
	"remarks" text,
	"state" text DEFAULT 'dispatched' NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_remark" text,
	"search_text" text GENERATED ALWAYS AS (lower("company" || ' ' || "docket_no" || ' ' || "merchant_code")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pan_application_crops" (
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"box" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pan_application_crops_application_id_kind_pk" PRIMARY KEY("application_id","kind")
);
--> statement-breakpoint
CREATE TABLE "pan_application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" bigint,
	"remark" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pan_application_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"pages" integer DEFAULT 1 NOT NULL,
	"uploaded_by" bigint,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pan_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_no" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"created_by" bigint NOT NULL,
	"category" text NOT NULL,
	"app_type" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"dated" date NOT NULL,
	"ack_no" text,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"charge_entry_id" bigint,
	"refund_entry_id" bigint,
	"remark" text,
	"reapplied_from" bigint,
	"submitted_at" timestamp with time zone,
	"scan_file_id" uuid,
	"courier_id" bigint,
	"search_text" text GENERATED ALWAYS AS (lower("token_no" || ' ' || coalesce("ack_no", '') || ' ' || "name" || ' ' || "mobile" || ' ' || "merchant_code")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pan_app_ack_digits" CHECK ("pan_applications"."ack_no" is null or "pan_applications"."ack_no" ~ '^[0-9]{15}$'),
	CONSTRAINT "pan_app_amount_nonneg" CHECK ("pan_applications"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pan_state_day_counts" (
	"state" text NOT NULL,
	"dated" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "pan_state_day_counts_state_dated_pk" PRIMARY KEY("state","dated")
);
--> statement-breakpoint
ALTER TABLE "courier_items" ADD CONSTRAINT "courier_items_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_items" ADD CONSTRAINT "courier_items_application_id_pan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_crops" ADD CONSTRAINT "pan_application_crops_application_id_pan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_crops" ADD CONSTRAINT "pan_application_crops_source_id_pan_application_files_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."pan_application_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_crops" ADD CONSTRAINT "pan_application_crops_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_crops" ADD CONSTRAINT "pan_application_crops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_events" ADD CONSTRAINT "pan_application_events_application_id_pan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_events" ADD CONSTRAINT "pan_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_files" ADD CONSTRAINT "pan_application_files_application_id_pan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_files" ADD CONSTRAINT "pan_application_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_application_files" ADD CONSTRAINT "pan_application_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_applications" ADD CONSTRAINT "pan_applications_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_applications" ADD CONSTRAINT "pan_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pan_applications" ADD CONSTRAINT "pan_applications_scan_file_id_stored_files_id_fk" FOREIGN KEY ("scan_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_items_app_idx" ON "courier_items" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_docket_uq" ON "couriers" USING btree (lower("company"),"docket_no");--> statement-breakpoint
CREATE INDEX "couriers_merchant_dated_idx" ON "couriers" USING btree ("merchant_id","dispatch_date","id");--> statement-breakpoint
CREATE INDEX "couriers_state_dated_idx" ON "couriers" USING btree ("state","dispatch_date","id");--> statement-breakpoint
CREATE INDEX "couriers_dated_idx" ON "couriers" USING btree ("dispatch_date","id");--> statement-breakpoint
CREATE INDEX "couriers_search_trgm" ON "couriers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pan_app_events_app_idx" ON "pan_application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "pan_app_events_action_at_idx" ON "pan_application_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "pan_app_files_app_idx" ON "pan_application_files" USING btree ("application_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pan_app_token_uq" ON "pan_applications" USING btree ("token_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pan_app_ack_uq" ON "pan_applications" USING btree ("ack_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pan_app_reapplied_from_uq" ON "pan_applications" USING btree ("reapplied_from");--> statement-breakpoint
CREATE INDEX "pan_app_state_dated_idx" ON "pan_applications" USING btree ("state","dated","id");--> statement-breakpoint
CREATE INDEX "pan_app_state_submitted_idx" ON "pan_applications" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "pan_app_merchant_state_dated_idx" ON "pan_applications" USING btree ("merchant_id","state","dated","id");--> statement-breakpoint
CREATE INDEX "pan_app_merchant_dated_idx" ON "pan_applications" USING btree ("merchant_id","dated","id");--> statement-breakpoint
CREATE INDEX "pan_app_dated_idx" ON "pan_applications" USING btree ("dated","id");--> statement-breakpoint
CREATE INDEX "pan_app_courier_idx" ON "pan_applications" USING btree ("courier_id");--> statement-breakpoint
CREATE INDEX "pan_app_search_trgm" ON "pan_applications" USING gin ("search_text" gin_trgm_ops);