CREATE TABLE "kyc_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"aadhaar_sealed" text NOT NULL,
	"aadhaar_last4" text NOT NULL,
	"pan_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"address_proof_file_id" uuid NOT NULL,
	"photo_file_id" uuid NOT NULL,
	"shop_photo_file_id" uuid NOT NULL,
	"remark" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_address_proof_file_id_stored_files_id_fk" FOREIGN KEY ("address_proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_shop_photo_file_id_stored_files_id_fk" FOREIGN KEY ("shop_photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_user_idx" ON "kyc_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_status_created_idx" ON "kyc_submissions" USING btree ("status","created_at");