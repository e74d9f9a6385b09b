ALTER TABLE "site_settings" ADD COLUMN "uti_psa_portal_url" text DEFAULT 'https://www.psaonline.utiitsl.com/psaonline/' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "corrects_id" bigint;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_corrects_id_service_requests_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_req_corrects_uq" ON "service_requests" USING btree ("corrects_id");