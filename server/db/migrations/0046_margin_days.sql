CREATE TABLE "margin_days" (
	"day" date NOT NULL,
	"service_code" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"charges" integer NOT NULL,
	"charge_paise" bigint NOT NULL,
	"refunded_paise" bigint NOT NULL,
	"margin_paise" bigint NOT NULL,
	"reversed_paise" bigint NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "margin_days_day_service_code_owner_id_pk" PRIMARY KEY("day","service_code","owner_id")
);
--> statement-breakpoint
ALTER TABLE "margin_days" ADD CONSTRAINT "margin_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A portal upgraded with credits already written gets their days, so its report reads the same as before; in day
-- order, as a running portal writes them, so a month's rows lie together.
INSERT INTO "margin_days" ("day", "service_code", "owner_id", "charges", "charge_paise", "refunded_paise", "margin_paise", "reversed_paise", "units")
SELECT "dated", "service_code", "owner_id", count(*)::int, sum("charge_paise"), sum("refunded_paise"), sum("margin_paise"), sum("reversed_paise"),
  coalesce(sum("quantity") FILTER (WHERE "refunded_paise" < "charge_paise"), 0)::int
FROM "margin_credits" GROUP BY "dated", "service_code", "owner_id" ORDER BY "dated", "service_code", "owner_id";
