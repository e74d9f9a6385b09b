CREATE TABLE "pan_merchant_state_counts" (
	"merchant_id" bigint NOT NULL,
	"state" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pan_merchant_state_counts_merchant_id_state_pk" PRIMARY KEY("merchant_id","state")
);
--> statement-breakpoint
CREATE TABLE "service_request_merchant_counts" (
	"merchant_id" bigint NOT NULL,
	"service" text NOT NULL,
	"state" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_request_merchant_counts_merchant_id_service_state_pk" PRIMARY KEY("merchant_id","service","state")
);

--> statement-breakpoint
-- Kept by keep_counts (0020) as the other count tables are: one pass per statement, in the writing transaction,
-- keys in a fixed order. The triggers come first: they lock the tables, so the back-fill below counts a settled table.
CREATE TRIGGER pan_merchant_state_counts_insert AFTER INSERT ON pan_applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_merchant_state_counts', 'merchant_id,state');
--> statement-breakpoint
CREATE TRIGGER pan_merchant_state_counts_delete AFTER DELETE ON pan_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_merchant_state_counts', 'merchant_id,state');
--> statement-breakpoint
CREATE TRIGGER pan_merchant_state_counts_update AFTER UPDATE ON pan_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_merchant_state_counts', 'merchant_id,state');
--> statement-breakpoint
CREATE TRIGGER pan_merchant_state_counts_truncate AFTER TRUNCATE ON pan_applications FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('pan_merchant_state_counts', 'merchant_id,state');
--> statement-breakpoint
CREATE TRIGGER service_request_merchant_counts_insert AFTER INSERT ON service_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_merchant_counts', 'merchant_id,service,state');
--> statement-breakpoint
CREATE TRIGGER service_request_merchant_counts_delete AFTER DELETE ON service_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_merchant_counts', 'merchant_id,service,state');
--> statement-breakpoint
CREATE TRIGGER service_request_merchant_counts_update AFTER UPDATE ON service_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_merchant_counts', 'merchant_id,service,state');
--> statement-breakpoint
CREATE TRIGGER service_request_merchant_counts_truncate AFTER TRUNCATE ON service_requests FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_merchant_counts', 'merchant_id,service,state');
--> statement-breakpoint
-- Back-fill an existing database's rows.
INSERT INTO pan_merchant_state_counts (merchant_id, state, n)
SELECT merchant_id, state, count(*)::int FROM pan_applications GROUP BY merchant_id, state
ON CONFLICT (merchant_id, state) DO UPDATE SET n = EXCLUDED.n;
--> statement-breakpoint
INSERT INTO service_request_merchant_counts (merchant_id, service, state, n)
SELECT merchant_id, service, state, count(*)::int FROM service_requests GROUP BY merchant_id, service, state
ON CONFLICT (merchant_id, service, state) DO UPDATE SET n = EXCLUDED.n;
