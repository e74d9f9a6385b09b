CREATE TABLE "tds_deductions" (
	"margin_credit_id" bigint PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"fy_start" integer NOT NULL,
	"dated" date NOT NULL,
	"rate_bp" integer NOT NULL,
	"tds_paise" bigint NOT NULL,
	"reversed_paise" bigint DEFAULT 0 NOT NULL,
	"entry_id" bigint NOT NULL,
	"section" text DEFAULT '194H' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tds_settings" (
	"fy_start" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rate_bp" integer NOT NULL,
	"threshold_paise" bigint NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tds_deductions" ADD CONSTRAINT "tds_deductions_margin_credit_id_margin_credits_id_fk" FOREIGN KEY ("margin_credit_id") REFERENCES "public"."margin_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_deductions" ADD CONSTRAINT "tds_deductions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_settings" ADD CONSTRAINT "tds_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tds_deductions_owner_fy_idx" ON "tds_deductions" USING btree ("owner_id","fy_start");--> statement-breakpoint
CREATE INDEX "tds_deductions_dated_idx" ON "tds_deductions" USING btree ("dated");