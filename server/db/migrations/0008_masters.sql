CREATE TABLE "api_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"key_name" text NOT NULL,
	"value_sealed" text NOT NULL,
	"last4" text NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"holder" text NOT NULL,
	"account_no" text NOT NULL,
	"ifsc" text NOT NULL,
	"branch" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_rate_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"old_price_paise" bigint,
	"new_price_paise" bigint,
	"changed_by" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_rates" (
	"package_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_rates_package_id_service_code_pk" PRIMARY KEY("package_id","service_code")
);
--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_rate_history" ADD CONSTRAINT "package_rate_history_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_rate_history" ADD CONSTRAINT "package_rate_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_rates" ADD CONSTRAINT "package_rates_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_credentials_key_uq" ON "api_credentials" USING btree ("provider","key_name");--> statement-breakpoint
CREATE INDEX "package_rate_history_pkg_idx" ON "package_rate_history" USING btree ("package_id","changed_at");