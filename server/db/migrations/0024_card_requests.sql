CREATE TABLE "card_payouts" (
	"vendor" text PRIMARY KEY NOT NULL,
	"amount_paise" bigint,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref_no" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"created_by" bigint NOT NULL,
	"staff_name" text NOT NULL,
	"app_mode" text NOT NULL,
	"card_vendor" text NOT NULL,
	"name" text NOT NULL,
	"mobile_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("ref_no" || ' ' || "name" || ' ' || "mobile_no" || ' ' || "merchant_code" || ' ' || "staff_name")) STORED
);
--> statement-breakpoint
ALTER TABLE "card_payouts" ADD CONSTRAINT "card_payouts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_requests_ref_uq" ON "card_requests" USING btree ("ref_no");--> statement-breakpoint
CREATE INDEX "card_requests_merchant_dated_idx" ON "card_requests" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "card_requests_dated_idx" ON "card_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "card_requests_repeat_idx" ON "card_requests" USING btree ("card_vendor","mobile_no","created_at");--> statement-breakpoint
CREATE INDEX "card_requests_search_trgm" ON "card_requests" USING gin ("search_text" gin_trgm_ops);