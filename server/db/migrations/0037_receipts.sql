CREATE TABLE "price_caps" (
	"service_code" text PRIMARY KEY NOT NULL,
	"cap_paise" bigint NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"receipt_no" integer NOT NULL,
	"kind" text NOT NULL,
	"refers_to" bigint,
	"ref_type" text NOT NULL,
	"request_id" bigint NOT NULL,
	"service_code" text NOT NULL,
	"service_label" text NOT NULL,
	"reference" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_code" text NOT NULL,
	"shop_address" text NOT NULL,
	"shop_phone" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"gov_fee_paise" bigint NOT NULL,
	"service_charge_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"wallet_paise" bigint NOT NULL,
	"made_by" bigint,
	"made_by_name" text NOT NULL,
	"language" varchar(8) NOT NULL,
	"consent" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_prices" (
	"merchant_id" bigint NOT NULL,
	"service_code" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_prices_merchant_id_service_code_pk" PRIMARY KEY("merchant_id","service_code")
);
--> statement-breakpoint
ALTER TABLE "price_caps" ADD CONSTRAINT "price_caps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_prices" ADD CONSTRAINT "shop_prices_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_prices" ADD CONSTRAINT "shop_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_shop_no_uq" ON "receipts" USING btree ("merchant_id","receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_request_kind_uq" ON "receipts" USING btree ("ref_type","request_id","kind");--> statement-breakpoint
CREATE INDEX "receipts_shop_created_idx" ON "receipts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_refers_idx" ON "receipts" USING btree ("refers_to") WHERE "receipts"."refers_to" is not null;