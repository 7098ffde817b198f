ALTER TABLE "mail" ADD COLUMN "signer_pegawai_id" integer;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "signer_nama" text;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "signer_jabatan" text;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "signer_satuan_kerja" text;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_signer_pegawai_id_pegawai_id_fk" FOREIGN KEY ("signer_pegawai_id") REFERENCES "public"."pegawai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Letters sent before this column existed: their signer is the last reviewer of the chain,
-- named with the position and work unit they hold now (the closest record there is).
UPDATE "mail" m SET
  "signer_pegawai_id" = p."id",
  "signer_nama" = p."name",
  "signer_jabatan" = j."name",
  "signer_satuan_kerja" = s."nama"
FROM "mail_reviewer" r
  JOIN "pegawai" p ON p."id" = r."pegawai_id"
  LEFT JOIN "jabatan" j ON j."id" = p."jabatan_id"
  LEFT JOIN "satuan_kerja" s ON s."id" = p."satuan_kerja_id"
WHERE r."mail_id" = m."id"
  AND m."status_surat" = 'terkirim'
  AND m."kategori_surat" = 'internal'
  AND r."urutan" = (SELECT max(r2."urutan") FROM "mail_reviewer" r2 WHERE r2."mail_id" = m."id");
