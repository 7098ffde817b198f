-- The letter's category on each recipient row, so an inbox tab reads only its own rows.
-- A letter's category is set when it is created and never changes.
ALTER TABLE "mail_recipient" ADD COLUMN "kategori_surat" text;--> statement-breakpoint
UPDATE "mail_recipient" r SET "kategori_surat" = m."kategori_surat" FROM "mail" m WHERE m."id" = r."mail_id";--> statement-breakpoint
ALTER TABLE "mail_recipient" ALTER COLUMN "kategori_surat" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_recipient_tab_idx" ON "mail_recipient" USING btree ("pegawai_id","kategori_surat","received_at" DESC NULLS LAST);
