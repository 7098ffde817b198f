DROP INDEX "search_document_tsv_idx";--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "akses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_document_tsv_idx" ON "search_document" USING gin ("tsv","akses");--> statement-breakpoint
-- Who may find a letter, as the keys of search_document.akses: the author's user always; once
-- sent, every reviewer and recipient (any role) by pegawai; and, unless it is Rahasia, the
-- secretariat of the unit that wrote it and of every unit it reached (letter-visibility.ts,
-- which the search still applies to what the keys let through).
CREATE FUNCTION "search_akses_mail"(p_mail uuid, p_author integer, p_status text, p_sifat text, p_unit integer)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(DISTINCT k) FROM (
    SELECT 'u:' || p_author AS k
    UNION ALL SELECT 'p:' || rv.pegawai_id FROM mail_reviewer rv
      WHERE rv.mail_id = p_mail AND p_status <> 'draft'
    UNION ALL SELECT 'p:' || rc.pegawai_id FROM mail_recipient rc
      WHERE rc.mail_id = p_mail AND p_status <> 'draft'
    UNION ALL SELECT 's:' || p_unit WHERE p_status <> 'draft' AND p_sifat <> 'Rahasia'
    UNION ALL SELECT 's:' || pu.satuan_kerja_id FROM mail_recipient ru
      JOIN pegawai pu ON pu.id = ru.pegawai_id
      WHERE ru.mail_id = p_mail AND p_status <> 'draft' AND p_sifat <> 'Rahasia'
        AND pu.satuan_kerja_id IS NOT NULL
  ) keys
$$;--> statement-breakpoint
-- A file's words count up to its first 200,000 characters (a hundred pages or so): a text
-- vector holds at most 1 MB, and a longer file would fail its record's every write.
CREATE OR REPLACE FUNCTION "search_refresh_mail"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_document AS d
    (jenis, ref_id, satuan_kerja_id, tanggal, judul, no_surat, kode, isi, tsv, akses, teks_diproses, updated_at)
  SELECT 'surat', m.id, m.satuan_kerja_id,
    coalesce(m.tanggal_surat, (coalesce(m.sent_at, m.created_at) AT TIME ZONE 'Asia/Jakarta')::date),
    m.perihal, m.no_surat,
    concat_ws(' ', m.no_surat, m.resi, m.nomor_agenda::text, people.nips),
    concat_ws(' ', search_plain_text(m.isi_surat), notes.teks, files.teks),
    setweight(to_tsvector('lontar', m.perihal), 'A')
      || setweight(to_tsvector('lontar', concat_ws(' ', m.no_surat, m.dari, m.signer_nama,
           m.signer_jabatan, people.names)), 'B')
      || setweight(to_tsvector('lontar', concat_ws(' ', search_plain_text(m.isi_surat), notes.teks)), 'C')
      || setweight(to_tsvector('lontar', left(coalesce(files.teks, ''), 200000)), 'D'),
    search_akses_mail(m.id, m.created_by, m.status_surat, m.sifat_pengamanan, m.satuan_kerja_id),
    coalesce(files.pending, false), now()
  FROM mail m
  CROSS JOIN LATERAL (
    -- The letter's few people by primary key, from an array: a join or an IN over the
    -- lateral list made the planner read the whole pegawai table for every letter written.
    SELECT string_agg(concat_ws(' ', p.name, j.name), ' ') AS names, string_agg(p.nip, ' ') AS nips
    FROM pegawai p LEFT JOIN jabatan j ON j.id = p.jabatan_id
    WHERE p.id = ANY(ARRAY(
      SELECT m.pengirim_pegawai_id
      UNION SELECT (jsonb_array_elements_text(s.sel -> r.kind))::int
        FROM (VALUES (m.penerima), (m.tembusan)) s(sel), (VALUES ('user'), ('plt')) r(kind)))
  ) people
  -- The notes everybody who sees the letter reads in its history: the instructions and notes
  -- of open (Terbuka) dispositions. A closed one's are for its author and targets only.
  CROSS JOIN LATERAL (
    SELECT string_agg(concat_ws(' ', (SELECT string_agg(i, ' ')
             FROM jsonb_array_elements_text(d.instructions) i), d.keterangan), ' ') AS teks
    FROM mail_disposition d WHERE d.mail_id = m.id AND NOT d.is_private
  ) notes
  CROSS JOIN LATERAL (
    SELECT string_agg(t.teks, ' ') AS teks, bool_or(t.status IN ('antri', 'proses')) AS pending
    FROM file_text t
    WHERE t.file_id = m.original_file_id
       OR t.file_id IN (SELECT a.file_id FROM mail_attachment a WHERE a.mail_id = m.id)
  ) files
  WHERE m.id = ANY(ids)
  ON CONFLICT (jenis, ref_id) DO UPDATE SET
    satuan_kerja_id = excluded.satuan_kerja_id, tanggal = excluded.tanggal,
    judul = excluded.judul, no_surat = excluded.no_surat, kode = excluded.kode,
    isi = excluded.isi, tsv = excluded.tsv, akses = excluded.akses,
    teks_diproses = excluded.teks_diproses, updated_at = excluded.updated_at
$$;--> statement-breakpoint
-- Only the keys, when the people of letters change (a disposition, a reviewer chain saved).
CREATE FUNCTION "search_refresh_akses"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE search_document d
  SET akses = search_akses_mail(m.id, m.created_by, m.status_surat, m.sifat_pengamanan, m.satuan_kerja_id)
  FROM mail m
  WHERE d.jenis = 'surat' AND d.ref_id = m.id AND m.id = ANY(ids)
    AND d.akses IS DISTINCT FROM
      search_akses_mail(m.id, m.created_by, m.status_surat, m.sifat_pengamanan, m.satuan_kerja_id)
$$;--> statement-breakpoint
CREATE FUNCTION "search_people_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_akses(ARRAY(SELECT DISTINCT mail_id FROM added));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_people_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_akses(ARRAY(SELECT DISTINCT mail_id FROM removed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_reviewer_added" AFTER INSERT ON "mail_reviewer"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "search_people_added"();--> statement-breakpoint
CREATE TRIGGER "search_reviewer_removed" AFTER DELETE ON "mail_reviewer"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "search_people_removed"();--> statement-breakpoint
CREATE TRIGGER "search_recipient_added" AFTER INSERT ON "mail_recipient"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "search_people_added"();--> statement-breakpoint
CREATE TRIGGER "search_recipient_removed" AFTER DELETE ON "mail_recipient"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "search_people_removed"();--> statement-breakpoint
CREATE FUNCTION "search_disposition_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_mail(ARRAY(SELECT DISTINCT mail_id FROM added));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_disposition_added" AFTER INSERT ON "mail_disposition"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "search_disposition_added"();--> statement-breakpoint
-- An employee moved to another work unit: the letters delivered to them change secretariat.
CREATE FUNCTION "search_pegawai_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_akses(ARRAY(
    SELECT rc.mail_id FROM mail_recipient rc WHERE rc.pegawai_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_pegawai_moved" AFTER UPDATE OF satuan_kerja_id ON "pegawai"
  FOR EACH ROW WHEN (OLD.satuan_kerja_id IS DISTINCT FROM NEW.satuan_kerja_id)
  EXECUTE FUNCTION "search_pegawai_moved"();--> statement-breakpoint
DROP TRIGGER "search_mail_updated" ON "mail";--> statement-breakpoint
CREATE TRIGGER "search_mail_updated" AFTER UPDATE OF perihal, no_surat, isi_surat, dari,
  signer_nama, signer_jabatan, penerima, tembusan, pengirim_pegawai_id, tanggal_surat,
  original_file_id, satuan_kerja_id, resi, nomor_agenda, sent_at, status_surat,
  sifat_pengamanan, created_by ON "mail"
  FOR EACH ROW EXECUTE FUNCTION "search_mail_changed"();--> statement-breakpoint
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
    ARRAY['a:' || a.satuan_kerja_id, 'a:*'],
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
END $$;--> statement-breakpoint
SELECT search_refresh_mail(ARRAY(SELECT id FROM mail));--> statement-breakpoint
SELECT search_refresh_arsip(ARRAY(SELECT id FROM arsip));
