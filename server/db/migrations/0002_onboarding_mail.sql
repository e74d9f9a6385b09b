CREATE TABLE "id_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"id_type_id" integer NOT NULL,
	"registration_id" bigint,
	"price_paise" bigint NOT NULL,
	"sold_by" bigint,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_paise" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"registration_id" bigint,
	"package_id" integer,
	"id_type_id" integer,
	"shop_name" text DEFAULT '' NOT NULL,
	"father_name" text DEFAULT '' NOT NULL,
	"gender" text,
	"dob" date,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"address3" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"pin" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref_no" text NOT NULL,
	"dated" timestamp with time zone DEFAULT now() NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text NOT NULL,
	"father_name" text NOT NULL,
	"gender" text NOT NULL,
	"dob" date NOT NULL,
	"mobile_no" text NOT NULL,
	"email_id" text NOT NULL,
	"id_type_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"address3" text DEFAULT '' NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"pin" text NOT NULL,
	"client_ip" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "smtp_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"security" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"password_sealed" text,
	"from_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "id_sales" ADD CONSTRAINT "id_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_sales" ADD CONSTRAINT "id_sales_id_type_id_id_types_id_fk" FOREIGN KEY ("id_type_id") REFERENCES "public"."id_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_sales" ADD CONSTRAINT "id_sales_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_sales" ADD CONSTRAINT "id_sales_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_id_type_id_id_types_id_fk" FOREIGN KEY ("id_type_id") REFERENCES "public"."id_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_id_type_id_id_types_id_fk" FOREIGN KEY ("id_type_id") REFERENCES "public"."id_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "id_sales_registration_uq" ON "id_sales" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "id_sales_sold_at_idx" ON "id_sales" USING btree ("sold_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_ref_uq" ON "registrations" USING btree ("ref_no");--> statement-breakpoint
CREATE INDEX "registrations_status_dated_idx" ON "registrations" USING btree ("status","dated");--> statement-breakpoint
CREATE INDEX "registrations_dated_idx" ON "registrations" USING btree ("dated");--> statement-breakpoint
CREATE INDEX "registrations_mobile_idx" ON "registrations" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree (lower("email_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_pending_mobile_uq" ON "registrations" USING btree ("mobile_no") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_pending_email_uq" ON "registrations" USING btree (lower("email_id")) WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_uq" ON "wallets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");