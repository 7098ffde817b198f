ALTER TABLE "stored_file" ADD COLUMN "purpose" text DEFAULT 'lampiran' NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stored_file_uploader_idx" ON "stored_file" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_unattached_idx" ON "stored_file" USING btree ("created_at") WHERE "stored_file"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "stored_file_sha256_idx" ON "stored_file" USING btree ("sha256");--> statement-breakpoint
-- Files some record already holds count as attached; uploads nobody took are swept later.
UPDATE "stored_file" f SET "attached_at" = f."created_at" WHERE
  EXISTS (SELECT 1 FROM "mail_attachment" a WHERE a."file_id" = f."id")
  OR EXISTS (SELECT 1 FROM "mail" m WHERE m."original_file_id" = f."id" OR m."external_signed_file_id" = f."id")
  OR EXISTS (SELECT 1 FROM "signed_document" d WHERE d."file_id" = f."id")
  OR EXISTS (SELECT 1 FROM "signature_specimen" s WHERE s."file_id" = f."id")
  OR EXISTS (SELECT 1 FROM "kop_surat" k WHERE k."file_id" = f."id")
  OR EXISTS (SELECT 1 FROM "arsip" r WHERE r."file_id" = f."id")
  OR EXISTS (SELECT 1 FROM "outbox_email" o WHERE o."attachment_file_id" = f."id");
