CREATE INDEX "margin_credits_dated_idx" ON "margin_credits" USING btree ("dated");--> statement-breakpoint
CREATE INDEX "invoices_dated_number_idx" ON "invoices" USING btree ("dated","number","id");--> statement-breakpoint
CREATE INDEX "invoices_month_dated_idx" ON "invoices" USING btree ("month","dated","number","id");--> statement-breakpoint
CREATE INDEX "invoices_buyer_code_dated_idx" ON "invoices" USING btree ("buyer_code","dated","number","id");--> statement-breakpoint
CREATE INDEX "invoices_merchant_month_idx" ON "invoices" USING btree ("merchant_id","month","dated","number","id");--> statement-breakpoint

-- Issue 28's lists keep their counts until the table changes (decision 0041; `changes` in their lists.ts): each
-- writing statement says so on commit, as backlog_records and service_requests do (notify_list_change, 0019).
CREATE TRIGGER fund_transfers_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fund_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
--> statement-breakpoint
CREATE TRIGGER margin_credits_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON margin_credits
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
--> statement-breakpoint
CREATE TRIGGER invoices_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
