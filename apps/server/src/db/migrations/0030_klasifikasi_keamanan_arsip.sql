-- Security classes on archive items and berkas (klasifikasi-keamanan.ts in contracts). Existing
-- rows are Biasa, as every item and berkas was open to its unit's archive staff before.
ALTER TABLE "arsip" ADD COLUMN "klasifikasi_keamanan" text DEFAULT 'Biasa' NOT NULL;--> statement-breakpoint
ALTER TABLE "berkas" ADD COLUMN "klasifikasi_keamanan" text DEFAULT 'Biasa' NOT NULL;--> statement-breakpoint
-- An item of a class the unit's archive staff may not see (Rahasia, Sangat Rahasia) is found
-- only by its uploader ('u:' key); the others keep the archive's keys.
CREATE OR REPLACE FUNCTION "search_refresh_arsip"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_document
  WHERE jenis = 'arsip' AND ref_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM arsip a WHERE a.id = ref_id AND a.deleted_at IS NULL);
  INSERT INTO search_document AS d
    (jenis, ref_id, satuan_kerja_id, tanggal, judul, no_surat, kode, isi, tsv, akses, teks_diproses, updated_at)
  SELECT 'arsip', a.id, a.satuan_kerja_id,
    (a.created_at AT TIME ZONE 'Asia/Jakarta')::date,
    a.nama_arsip, a.no_dokumen, a.no_dokumen, coalesce(t.teks, ''),
    setweight(to_tsvector('lontar', a.nama_arsip), 'A')
      || setweight(to_tsvector('lontar', concat_ws(' ', a.no_dokumen, ja.nama, a.tahun::text)), 'B')
      || setweight(to_tsvector('lontar', left(coalesce(t.teks, ''), 200000)), 'D'),
    CASE WHEN a.klasifikasi_keamanan IN ('Biasa', 'Terbatas')
      THEN ARRAY['a:' || a.satuan_kerja_id, 'a:*']
      ELSE array_remove(ARRAY['u:' || a.created_by], NULL) END,
    coalesce(t.status IN ('antri', 'proses'), false), now()
  FROM arsip a
  LEFT JOIN jenis_arsip ja ON ja.id = a.jenis_arsip_id
  LEFT JOIN file_text t ON t.file_id = a.file_id
  WHERE a.id = ANY(ids) AND a.deleted_at IS NULL
  ON CONFLICT (jenis, ref_id) DO UPDATE SET
    satuan_kerja_id = excluded.satuan_kerja_id, tanggal = excluded.tanggal,
    judul = excluded.judul, no_surat = excluded.no_surat, kode = excluded.kode,
    isi = excluded.isi, tsv = excluded.tsv, akses = excluded.akses,
    teks_diproses = excluded.teks_diproses, updated_at = excluded.updated_at;
END $$;
