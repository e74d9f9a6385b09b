CREATE TABLE "gateway_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_txn_id" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"p_info" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"provider" text NOT NULL,
	"gateway_order_id" text,
	"payment_url" text,
	"txn_date" date NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"client_txn_id" text PRIMARY KEY NOT NULL,
	"amount_paise" bigint NOT NULL,
	"redirect_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_orders" ADD CONSTRAINT "gateway_orders_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_orders_txn_uq" ON "gateway_orders" USING btree ("client_txn_id");--> statement-breakpoint
CREATE INDEX "gateway_orders_merchant_idx" ON "gateway_orders" USING btree ("merchant_id","created_at");