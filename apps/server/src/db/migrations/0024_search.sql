CREATE TABLE "file_text" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'antri' NOT NULL,
	"teks" text DEFAULT '' NOT NULL,
	"halaman_selesai" integer DEFAULT 0 NOT NULL,
	"halaman_total" integer,
	"halaman_ocr" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_document" (
	"jenis" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"satuan_kerja_id" integer NOT NULL,
	"tanggal" date NOT NULL,
	"judul" text NOT NULL,
	"no_surat" text,
	"kode" text DEFAULT '' NOT NULL,
	"isi" text DEFAULT '' NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"teks_diproses" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_document_jenis_ref_id_pk" PRIMARY KEY("jenis","ref_id")
);
--> statement-breakpoint
ALTER TABLE "file_text" ADD CONSTRAINT "file_text_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_text_queue_idx" ON "file_text" USING btree ("created_at") WHERE status in ('antri', 'proses');--> statement-breakpoint
CREATE INDEX "search_document_tsv_idx" ON "search_document" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_document_kode_idx" ON "search_document" USING gin (kode gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_document_tanggal_idx" ON "search_document" USING btree ("tanggal");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The words of a record, as the search matches them: Indonesian stems where the server has
-- the snowball stemmer (PostgreSQL 13 and later, PGlite), else the words as written; accents
-- dropped both in the records and in the queries.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'indonesian') THEN
    CREATE TEXT SEARCH CONFIGURATION lontar (COPY = indonesian);
    ALTER TEXT SEARCH CONFIGURATION lontar
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, indonesian_stem;
  ELSE
    CREATE TEXT SEARCH CONFIGURATION lontar (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION lontar
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END $$;--> statement-breakpoint
-- The text of a letter body: the editor's sanitised HTML without its tags and entities.
CREATE FUNCTION "search_plain_text"(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- Queues the text of a stored PDF or image (file_text); a file already queued or read stays.
CREATE FUNCTION "search_queue_file"(file uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO file_text (file_id)
  SELECT f.id FROM stored_file f
  WHERE f.id = file AND f.mime IN ('application/pdf', 'image/jpeg', 'image/png')
  ON CONFLICT (file_id) DO NOTHING
$$;--> statement-breakpoint
-- (Re)writes the search documents of the letters `ids` from the letters as they stand: subject
-- (weight A), number, sender and addressees (B), body (C) and the text of its files (D).
CREATE FUNCTION "search_refresh_mail"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_document AS d
    (jenis, ref_id, satuan_kerja_id, tanggal, judul, no_surat, kode, isi, tsv, teks_diproses, updated_at)
  SELECT 'surat', m.id, m.satuan_kerja_id,
    coalesce(m.tanggal_surat, (coalesce(m.sent_at, m.created_at) AT TIME ZONE 'Asia/Jakarta')::date),
    m.perihal, m.no_surat,
    concat_ws(' ', m.no_surat, m.resi, m.nomor_agenda::text, people.nips),
    concat_ws(' ', search_plain_text(m.isi_surat), files.teks),
    setweight(to_tsvector('lontar', m.perihal), 'A')
      || setweight(to_tsvector('lontar', concat_ws(' ', m.no_surat, m.dari, m.signer_nama,
           m.signer_jabatan, people.names)), 'B')
      || setweight(to_tsvector('lontar', search_plain_text(m.isi_surat)), 'C')
      || setweight(to_tsvector('lontar', coalesce(files.teks, '')), 'D'),
    coalesce(files.pending, false), now()
  FROM mail m
  CROSS JOIN LATERAL (
    SELECT string_agg(concat_ws(' ', p.name, j.name), ' ') AS names, string_agg(p.nip, ' ') AS nips
    FROM pegawai p LEFT JOIN jabatan j ON j.id = p.jabatan_id
    WHERE p.id IN (
      SELECT m.pengirim_pegawai_id
      UNION SELECT (jsonb_array_elements_text(s.sel -> 'user'))::int
        FROM (VALUES (m.penerima), (m.tembusan)) s(sel)
      UNION SELECT (jsonb_array_elements_text(s.sel -> 'plt'))::int
        FROM (VALUES (m.penerima), (m.tembusan)) s(sel))
  ) people
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
    isi = excluded.isi, tsv = excluded.tsv, teks_diproses = excluded.teks_diproses,
    updated_at = excluded.updated_at
$$;--> statement-breakpoint
-- The same for archive items (Tabel Arsip): name, document number, type and the file's text.
-- A deleted item leaves the index.
CREATE FUNCTION "search_refresh_arsip"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_document
  WHERE jenis = 'arsip' AND ref_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM arsip a WHERE a.id = ref_id AND a.deleted_at IS NULL);
  INSERT INTO search_document AS d
    (jenis, ref_id, satuan_kerja_id, tanggal, judul, no_surat, kode, isi, tsv, teks_diproses, updated_at)
  SELECT 'arsip', a.id, a.satuan_kerja_id,
    (a.created_at AT TIME ZONE 'Asia/Jakarta')::date,
    a.nama_arsip, a.no_dokumen, a.no_dokumen, coalesce(t.teks, ''),
    setweight(to_tsvector('lontar', a.nama_arsip), 'A')
      || setweight(to_tsvector('lontar', concat_ws(' ', a.no_dokumen, ja.nama, a.tahun::text)), 'B')
      || setweight(to_tsvector('lontar', coalesce(t.teks, '')), 'D'),
    coalesce(t.status IN ('antri', 'proses'), false), now()
  FROM arsip a
  LEFT JOIN jenis_arsip ja ON ja.id = a.jenis_arsip_id
  LEFT JOIN file_text t ON t.file_id = a.file_id
  WHERE a.id = ANY(ids) AND a.deleted_at IS NULL
  ON CONFLICT (jenis, ref_id) DO UPDATE SET
    satuan_kerja_id = excluded.satuan_kerja_id, tanggal = excluded.tanggal,
    judul = excluded.judul, no_surat = excluded.no_surat, kode = excluded.kode,
    isi = excluded.isi, tsv = excluded.tsv, teks_diproses = excluded.teks_diproses,
    updated_at = excluded.updated_at;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_mail_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_document WHERE jenis = 'surat' AND ref_id = OLD.id;
    RETURN NULL;
  END IF;
  IF NEW.original_file_id IS NOT NULL THEN PERFORM search_queue_file(NEW.original_file_id); END IF;
  PERFORM search_refresh_mail(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_mail_inserted" AFTER INSERT OR DELETE ON "mail"
  FOR EACH ROW EXECUTE FUNCTION "search_mail_changed"();--> statement-breakpoint
CREATE TRIGGER "search_mail_updated" AFTER UPDATE OF perihal, no_surat, isi_surat, dari,
  signer_nama, signer_jabatan, penerima, tembusan, pengirim_pegawai_id, tanggal_surat,
  original_file_id, satuan_kerja_id, resi, nomor_agenda, sent_at ON "mail"
  FOR EACH ROW EXECUTE FUNCTION "search_mail_changed"();--> statement-breakpoint
CREATE FUNCTION "search_attachment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_queue_file(NEW.file_id);
    PERFORM search_refresh_mail(ARRAY[NEW.mail_id]);
  ELSE
    PERFORM search_refresh_mail(ARRAY[OLD.mail_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_attachment_changed" AFTER INSERT OR DELETE ON "mail_attachment"
  FOR EACH ROW EXECUTE FUNCTION "search_attachment_changed"();--> statement-breakpoint
CREATE FUNCTION "search_arsip_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.file_id IS NOT NULL THEN PERFORM search_queue_file(NEW.file_id); END IF;
  PERFORM search_refresh_arsip(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_arsip_changed" AFTER INSERT OR UPDATE ON "arsip"
  FOR EACH ROW EXECUTE FUNCTION "search_arsip_changed"();--> statement-breakpoint
-- A file's text arrives or grows: the records holding it are written again.
CREATE FUNCTION "search_file_text_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_mail(ARRAY(
    SELECT m.id FROM mail m WHERE m.original_file_id = NEW.file_id
    UNION SELECT a.mail_id FROM mail_attachment a WHERE a.file_id = NEW.file_id));
  PERFORM search_refresh_arsip(ARRAY(
    SELECT a.id FROM arsip a WHERE a.file_id = NEW.file_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_file_text_changed" AFTER UPDATE OF status, teks ON "file_text"
  FOR EACH ROW EXECUTE FUNCTION "search_file_text_changed"();--> statement-breakpoint
CREATE INDEX "mail_original_file_idx" ON "mail" ("original_file_id")
  WHERE original_file_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "arsip_file_idx" ON "arsip" ("file_id") WHERE file_id IS NOT NULL;--> statement-breakpoint
-- What is already stored: every letter and archive item, and the files they hold.
INSERT INTO file_text (file_id)
SELECT f.id FROM stored_file f
WHERE f.mime IN ('application/pdf', 'image/jpeg', 'image/png')
  AND (EXISTS (SELECT 1 FROM mail_attachment a WHERE a.file_id = f.id)
    OR EXISTS (SELECT 1 FROM mail m WHERE m.original_file_id = f.id)
    OR EXISTS (SELECT 1 FROM arsip a WHERE a.file_id = f.id AND a.deleted_at IS NULL))
ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT search_refresh_mail(ARRAY(SELECT id FROM mail));--> statement-breakpoint
SELECT search_refresh_arsip(ARRAY(SELECT id FROM arsip));--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE ON "search_document"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_truncated" AFTER TRUNCATE ON "search_document"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE ON "file_text"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_truncated" AFTER TRUNCATE ON "file_text"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
