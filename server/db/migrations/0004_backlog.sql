CREATE TABLE "backlog_ack_files" (
	"record_id" bigint PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backlog_day_counts" (
	"status" text NOT NULL,
	"dated" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "backlog_day_counts_status_dated_pk" PRIMARY KEY("status","dated")
);
--> statement-breakpoint
CREATE TABLE "backlog_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transid" text NOT NULL,
	"dated" date NOT NULL,
	"akn_no" text NOT NULL,
	"pan_type" text NOT NULL,
	"cardname" text DEFAULT '' NOT NULL,
	"aadhaar_no" text DEFAULT '' NOT NULL,
	"contactno" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"memno" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"imported_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backlog_akn_digits" CHECK ("backlog_records"."akn_no" ~ '^[0-9]{15}$')
);
--> statement-breakpoint
ALTER TABLE "backlog_ack_files" ADD CONSTRAINT "backlog_ack_files_record_id_backlog_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."backlog_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlog_ack_files" ADD CONSTRAINT "backlog_ack_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlog_records" ADD CONSTRAINT "backlog_records_memno_users_code_fk" FOREIGN KEY ("memno") REFERENCES "public"."users"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlog_records" ADD CONSTRAINT "backlog_records_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backlog_akn_uq" ON "backlog_records" USING btree ("akn_no");--> statement-breakpoint
CREATE INDEX "backlog_dated_idx" ON "backlog_records" USING btree ("dated","id");--> statement-breakpoint
CREATE INDEX "backlog_status_dated_idx" ON "backlog_records" USING btree ("status","dated","id");--> statement-breakpoint
CREATE INDEX "backlog_memno_dated_idx" ON "backlog_records" USING btree ("memno","dated","id");--> statement-breakpoint
CREATE INDEX "backlog_memno_status_dated_idx" ON "backlog_records" USING btree ("memno","status","dated","id");--> statement-breakpoint
CREATE INDEX "backlog_transid_idx" ON "backlog_records" USING btree ("transid","id");--> statement-breakpoint
CREATE INDEX "backlog_pan_type_idx" ON "backlog_records" USING btree ("pan_type","id");--> statement-breakpoint
CREATE INDEX "backlog_name_idx" ON "backlog_records" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "backlog_cardname_idx" ON "backlog_records" USING btree ("cardname","id");--> statement-breakpoint
CREATE INDEX "backlog_contactno_idx" ON "backlog_records" USING btree ("contactno","id");--> statement-breakpoint
CREATE INDEX "backlog_email_idx" ON "backlog_records" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "backlog_aadhaar_idx" ON "backlog_records" USING btree ("aadhaar_no");--> statement-breakpoint
CREATE INDEX "backlog_search_trgm" ON "backlog_records" USING gin (("transid" || ' ' || "akn_no" || ' ' || "name" || ' ' || "cardname" || ' ' || "contactno" || ' ' || "email" || ' ' || "memno") gin_trgm_ops);