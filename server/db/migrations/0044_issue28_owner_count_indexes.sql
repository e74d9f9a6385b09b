DROP INDEX "fund_transfers_owner_idx";--> statement-breakpoint
DROP INDEX "margin_credits_owner_dated_idx";--> statement-breakpoint
CREATE INDEX "fund_transfers_owner_idx" ON "fund_transfers" USING btree ("owner_id","created_at","member_id","made_by");--> statement-breakpoint
CREATE INDEX "margin_credits_owner_dated_idx" ON "margin_credits" USING btree ("owner_id","dated","member_id","service_code","charge_paise","refunded_paise","margin_paise","reversed_paise");