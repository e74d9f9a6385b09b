CREATE TABLE "service_request_counts" (
	"service" text NOT NULL,
	"state" text NOT NULL,
	"dated" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_request_counts_service_state_dated_pk" PRIMARY KEY("service","state","dated")
);
--> statement-breakpoint
CREATE TABLE "service_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" bigint,
	"remark" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"side" text DEFAULT 'merchant' NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"ref_no" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"created_by" bigint NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"dated" date NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"charge_entry_id" bigint,
	"refund_entry_id" bigint,
	"result" text,
	"result2" text,
	"remark" text,
	"submitted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("ref_no" || ' ' || coalesce("result", '') || ' ' || coalesce("result2", '') || ' ' || "name" || ' ' || "subject" || ' ' || "merchant_code")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_req_amount_nonneg" CHECK ("service_requests"."amount_paise" >= 0),
	CONSTRAINT "service_req_quantity_pos" CHECK ("service_requests"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_files" ADD CONSTRAINT "service_request_files_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_files" ADD CONSTRAINT "service_request_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_files" ADD CONSTRAINT "service_request_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_req_events_req_idx" ON "service_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "service_req_events_action_at_idx" ON "service_request_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "service_req_files_req_idx" ON "service_request_files" USING btree ("request_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_req_ref_uq" ON "service_requests" USING btree ("ref_no");--> statement-breakpoint
CREATE UNIQUE INDEX "service_req_result_uq" ON "service_requests" USING btree ("service","result");--> statement-breakpoint
CREATE INDEX "service_req_state_dated_idx" ON "service_requests" USING btree ("service","state","dated","id");--> statement-breakpoint
CREATE INDEX "service_req_merchant_state_dated_idx" ON "service_requests" USING btree ("service","merchant_id","state","dated","id");--> statement-breakpoint
CREATE INDEX "service_req_merchant_dated_idx" ON "service_requests" USING btree ("service","merchant_id","dated","id");--> statement-breakpoint
CREATE INDEX "service_req_dated_idx" ON "service_requests" USING btree ("service","dated","id");--> statement-breakpoint
CREATE INDEX "service_req_kind_period_idx" ON "service_requests" USING btree ("service","kind","period","id");--> statement-breakpoint
CREATE INDEX "service_req_submitted_idx" ON "service_requests" USING btree ("service","state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "service_req_search_trgm" ON "service_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- One mechanism for every count table (issue 13): keep_counts(counts_table, 'key,key') keeps rows per
-- key combination from statement-level triggers with transition tables, in one pass per statement and
-- with keys taken in a fixed order so concurrent statements cannot deadlock. It replaces the copies
-- written for the backlog (0005, 0011) and NSDL PAN (0015, 0017); the counts they kept stay as they are.
CREATE OR REPLACE FUNCTION keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts text := TG_ARGV[0];
  cols text[] := string_to_array(TG_ARGV[1], ',');
  keys text;
  joined text;
  changed text;
  moved boolean;
BEGIN
  SELECT string_agg(format('%I', c), ', ' ORDER BY i) INTO keys FROM unnest(cols) WITH ORDINALITY AS u(c, i);
  SELECT string_agg(format('c.%1$I = d.%1$I', c), ' AND ' ORDER BY i) INTO joined FROM unnest(cols) WITH ORDINALITY AS u(c, i);
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %I', counts);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT string_agg(format('n.%1$I IS DISTINCT FROM o.%1$I', c), ' OR ' ORDER BY i) INTO changed FROM unnest(cols) WITH ORDINALITY AS u(c, i);
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE %s)', changed) INTO STRICT moved;
    IF NOT moved THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('UPDATE %1$I c SET n = c.n - d.n FROM (SELECT %2$s, count(*)::int AS n FROM old_rows GROUP BY %2$s ORDER BY %2$s) d WHERE %3$s', counts, keys, joined);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO %1$I AS c (%2$s, n) SELECT %2$s, count(*)::int FROM new_rows GROUP BY %2$s ORDER BY %2$s ON CONFLICT (%2$s) DO UPDATE SET n = c.n + EXCLUDED.n', counts, keys);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS backlog_counts_insert ON backlog_records;
--> statement-breakpoint
DROP TRIGGER IF EXISTS backlog_counts_delete ON backlog_records;
--> statement-breakpoint
DROP TRIGGER IF EXISTS backlog_counts_update ON backlog_records;
--> statement-breakpoint
DROP TRIGGER IF EXISTS backlog_counts_truncate ON backlog_records;
--> statement-breakpoint
DROP FUNCTION IF EXISTS backlog_counts_add(), backlog_counts_remove(), backlog_counts_move(), backlog_counts_clear();
--> statement-breakpoint
DROP TRIGGER IF EXISTS pan_counts_insert ON pan_applications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS pan_counts_delete ON pan_applications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS pan_counts_update ON pan_applications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS pan_counts_truncate ON pan_applications;
--> statement-breakpoint
DROP FUNCTION IF EXISTS pan_counts_add(), pan_counts_remove(), pan_counts_move(), pan_counts_clear();
--> statement-breakpoint
CREATE TRIGGER backlog_day_counts_insert AFTER INSERT ON backlog_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_day_counts', 'status,dated');
--> statement-breakpoint
CREATE TRIGGER backlog_day_counts_delete AFTER DELETE ON backlog_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_day_counts', 'status,dated');
--> statement-breakpoint
CREATE TRIGGER backlog_day_counts_update AFTER UPDATE ON backlog_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_day_counts', 'status,dated');
--> statement-breakpoint
CREATE TRIGGER backlog_day_counts_truncate AFTER TRUNCATE ON backlog_records FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_day_counts', 'status,dated');
--> statement-breakpoint
CREATE TRIGGER backlog_status_counts_insert AFTER INSERT ON backlog_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_status_counts', 'status');
--> statement-breakpoint
CREATE TRIGGER backlog_status_counts_delete AFTER DELETE ON backlog_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_status_counts', 'status');
--> statement-breakpoint
CREATE TRIGGER backlog_status_counts_update AFTER UPDATE ON backlog_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_status_counts', 'status');
--> statement-breakpoint
CREATE TRIGGER backlog_status_counts_truncate AFTER TRUNCATE ON backlog_records FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('backlog_status_counts', 'status');
--> statement-breakpoint
CREATE TRIGGER pan_day_counts_insert AFTER INSERT ON pan_applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_state_day_counts', 'state,dated');
--> statement-breakpoint
CREATE TRIGGER pan_day_counts_delete AFTER DELETE ON pan_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_state_day_counts', 'state,dated');
--> statement-breakpoint
CREATE TRIGGER pan_day_counts_update AFTER UPDATE ON pan_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_state_day_counts', 'state,dated');
--> statement-breakpoint
CREATE TRIGGER pan_day_counts_truncate AFTER TRUNCATE ON pan_applications FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_state_day_counts', 'state,dated');
--> statement-breakpoint
CREATE TRIGGER pan_state_counts_insert AFTER INSERT ON pan_applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_state_counts', 'state');
--> statement-breakpoint
CREATE TRIGGER pan_state_counts_delete AFTER DELETE ON pan_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_state_counts', 'state');
--> statement-breakpoint
CREATE TRIGGER pan_state_counts_update AFTER UPDATE ON pan_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_state_counts', 'state');
--> statement-breakpoint
CREATE TRIGGER pan_state_counts_truncate AFTER TRUNCATE ON pan_applications FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_state_counts', 'state');
--> statement-breakpoint
CREATE TRIGGER service_request_counts_insert AFTER INSERT ON service_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_counts', 'service,state,dated');
--> statement-breakpoint
CREATE TRIGGER service_request_counts_delete AFTER DELETE ON service_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_counts', 'service,state,dated');
--> statement-breakpoint
CREATE TRIGGER service_request_counts_update AFTER UPDATE ON service_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_counts', 'service,state,dated');
--> statement-breakpoint
CREATE TRIGGER service_request_counts_truncate AFTER TRUNCATE ON service_requests FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_counts', 'service,state,dated');
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS service_request_ref_seq START 100001;
--> statement-breakpoint
CREATE TRIGGER service_requests_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_requests FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
