CREATE TABLE "margin_caps" (
	"service_code" text PRIMARY KEY NOT NULL,
	"cap_paise" bigint NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "margin_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"ref_type" text NOT NULL,
	"request_id" bigint NOT NULL,
	"service_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"charge_paise" bigint NOT NULL,
	"margin_paise" bigint NOT NULL,
	"charge_entry_id" bigint NOT NULL,
	"credit_entry_id" bigint NOT NULL,
	"recovered_paise" bigint DEFAULT 0 NOT NULL,
	"recovery_entry_id" bigint,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"reversed_paise" bigint DEFAULT 0 NOT NULL,
	"reversal_entry_id" bigint,
	"owed_paise" bigint DEFAULT 0 NOT NULL,
	"dated" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_margins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"service_code" text NOT NULL,
	"margin_paise" bigint NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" bigint
);
--> statement-breakpoint
ALTER TABLE "margin_caps" ADD CONSTRAINT "margin_caps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_credits" ADD CONSTRAINT "margin_credits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_credits" ADD CONSTRAINT "margin_credits_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_margins" ADD CONSTRAINT "member_margins_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_margins" ADD CONSTRAINT "member_margins_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "margin_credits_request_uq" ON "margin_credits" USING btree ("ref_type","request_id");--> statement-breakpoint
CREATE INDEX "margin_credits_owner_dated_idx" ON "margin_credits" USING btree ("owner_id","dated");--> statement-breakpoint
CREATE INDEX "member_margins_owner_code_idx" ON "member_margins" USING btree ("owner_id","service_code","id");