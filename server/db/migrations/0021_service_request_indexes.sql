CREATE TABLE "service_request_state_counts" (
	"service" text NOT NULL,
	"state" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_request_state_counts_service_state_pk" PRIMARY KEY("service","state")
);
--> statement-breakpoint
DROP INDEX "service_req_dated_idx";--> statement-breakpoint
DROP INDEX "service_req_kind_period_idx";--> statement-breakpoint
CREATE INDEX "service_req_merchant_code_idx" ON "service_requests" USING btree ("service","merchant_code","dated","id","state","merchant_id");--> statement-breakpoint
CREATE INDEX "service_req_dated_idx" ON "service_requests" USING btree ("service","dated","id","state","merchant_id");--> statement-breakpoint
CREATE INDEX "service_req_kind_period_idx" ON "service_requests" USING btree ("service","kind","period","dated","id","state","merchant_id");--> statement-breakpoint
CREATE TRIGGER service_request_state_counts_insert AFTER INSERT ON service_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_state_counts', 'service,state');
--> statement-breakpoint
CREATE TRIGGER service_request_state_counts_delete AFTER DELETE ON service_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_state_counts', 'service,state');
--> statement-breakpoint
CREATE TRIGGER service_request_state_counts_update AFTER UPDATE ON service_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_state_counts', 'service,state');
--> statement-breakpoint
CREATE TRIGGER service_request_state_counts_truncate AFTER TRUNCATE ON service_requests FOR EACH STATEMENT EXECUTE FUNCTION keep_counts('service_request_state_counts', 'service,state');
--> statement-breakpoint
INSERT INTO service_request_state_counts (service, state, n)
SELECT service, state, count(*)::int FROM service_requests GROUP BY service, state
ON CONFLICT (service, state) DO UPDATE SET n = EXCLUDED.n;
