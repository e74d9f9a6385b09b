CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"topic" text NOT NULL,
	"group_key" text,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"tone" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_waiting_uq" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."read_at" IS NULL AND "notifications"."group_key" IS NOT NULL;--> statement-breakpoint
-- Decision 0059: each committed change to an account's notifications wakes that account's open bells (any server).
CREATE OR REPLACE FUNCTION notify_notification_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_changes', NEW.user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_notify_change AFTER INSERT OR UPDATE ON notifications FOR EACH ROW EXECUTE FUNCTION notify_notification_change();
