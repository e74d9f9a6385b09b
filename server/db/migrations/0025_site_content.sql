CREATE TABLE "site_news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"audience" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_news_dismissals" (
	"news_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_news_dismissals_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "site_slides" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"image_800" "bytea" NOT NULL,
	"image_1600" "bytea" NOT NULL,
	"image_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_news_dismissals" ADD CONSTRAINT "site_news_dismissals_news_id_site_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."site_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_news_dismissals" ADD CONSTRAINT "site_news_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_slides_position_idx" ON "site_slides" USING btree ("position");--> statement-breakpoint
-- Decision 0058: the public slides and news are cached in memory and dropped when these tables change.
CREATE TRIGGER site_slides_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_slides FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
--> statement-breakpoint
CREATE TRIGGER site_news_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_news FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
