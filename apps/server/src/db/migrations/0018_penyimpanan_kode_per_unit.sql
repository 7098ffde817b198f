ALTER TABLE "arsip_penyimpanan" DROP CONSTRAINT "arsip_penyimpanan_kode_uq";--> statement-breakpoint
-- Codes repeated within a work unit (allowed before, under different parents) keep the first
-- location's code; every later one gets its id appended, so the new constraint can hold.
UPDATE "arsip_penyimpanan" AS p SET "kode" = p."kode" || '-' || p."id"
WHERE EXISTS (
	SELECT 1 FROM "arsip_penyimpanan" AS q
	WHERE q."satuan_kerja_id" = p."satuan_kerja_id" AND q."kode" = p."kode" AND q."id" < p."id"
);--> statement-breakpoint
ALTER TABLE "arsip_penyimpanan" ADD CONSTRAINT "arsip_penyimpanan_satker_kode_uq" UNIQUE("satuan_kerja_id","kode");
