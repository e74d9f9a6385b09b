CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" bigint,
	"actor_code" text DEFAULT '' NOT NULL,
	"actor_role" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"ref_no" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"document_days" integer DEFAULT 90 NOT NULL,
	"draft_days" integer DEFAULT 30 NOT NULL,
	"access_log_days" integer DEFAULT 730 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_single_row" CHECK ("privacy_settings"."id" = 1),
	CONSTRAINT "privacy_settings_document_days" CHECK ("privacy_settings"."document_days" between 1 and 3650),
	CONSTRAINT "privacy_settings_draft_days" CHECK ("privacy_settings"."draft_days" between 1 and 3650),
	CONSTRAINT "privacy_settings_access_log_days" CHECK ("privacy_settings"."access_log_days" between 365 and 3650)
);
--> statement-breakpoint
ALTER TABLE "backlog_records" RENAME COLUMN "aadhaar_no" TO "aadhaar_sealed";--> statement-breakpoint
DROP INDEX "backlog_aadhaar_idx";--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "deleted_why" text;--> statement-breakpoint
ALTER TABLE "backlog_records" ADD COLUMN "aadhaar_last4" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "backlog_records" ADD COLUMN "aadhaar_hash" text;--> statement-breakpoint
ALTER TABLE "backlog_records" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "aadhaar_hash" text;--> statement-breakpoint
ALTER TABLE "pan_applications" ADD COLUMN "aadhaar_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pan_applications" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "pan_applications" ADD COLUMN "documents_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pan_applications" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "aadhaar_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "documents_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_requests" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "card_requests" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "access_log_actor_at_idx" ON "access_log" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "access_log_action_at_idx" ON "access_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "access_log_ref_idx" ON "access_log" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "backlog_aadhaar_hash_idx" ON "backlog_records" USING btree ("aadhaar_hash");--> statement-breakpoint
CREATE INDEX "pan_app_aadhaar_gin" ON "pan_applications" USING gin ("aadhaar_hashes");--> statement-breakpoint
CREATE INDEX "service_req_aadhaar_gin" ON "service_requests" USING gin ("aadhaar_hashes");