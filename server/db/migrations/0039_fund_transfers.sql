CREATE TABLE "fund_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text,
	"debit_entry_id" bigint NOT NULL,
	"credit_entry_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"made_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_transfers_amount_positive" CHECK ("fund_transfers"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_limits" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"per_move_paise" bigint NOT NULL,
	"per_day_paise" bigint NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_debit_entry_id_ledger_entries_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_credit_entry_id_ledger_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_limits" ADD CONSTRAINT "transfer_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_transfers_key_uq" ON "fund_transfers" USING btree ("owner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "fund_transfers_owner_idx" ON "fund_transfers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_transfers_member_idx" ON "fund_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "fund_transfers_created_idx" ON "fund_transfers" USING btree ("created_at");