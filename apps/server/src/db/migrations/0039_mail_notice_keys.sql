-- A letter's change notice read from the four columns that name people, not from the whole
-- rows: the generic trigger (0034) turned each changed row into JSON, the letter's body, its
-- addressees and its signature data included, to read three of its columns.
CREATE FUNCTION "notify_mail_changed"() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  n bigint;
  ids uuid[];
  authors int[];
  senders int[];
  units int[];
BEGIN
  SELECT count(*) INTO n FROM changed;
  IF n = 0 THEN RETURN NULL; END IF;
  -- A statement of many rows (a migration, a load) concerns everyone: not worth reading whom.
  IF n > 1000 THEN
    PERFORM pg_notify('lontar_data_changed', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  -- The rows as they are and, for an UPDATE, as they were: a sender replaced is told too.
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(r.id), array_agg(r.created_by), array_agg(r.pengirim_pegawai_id),
      array_agg(r.satuan_kerja_id)
    INTO ids, authors, senders, units
    FROM (SELECT c.id, c.created_by, c.pengirim_pegawai_id, c.satuan_kerja_id FROM changed c
      UNION ALL SELECT b.id, b.created_by, b.pengirim_pegawai_id, b.satuan_kerja_id FROM before b) r;
  ELSE
    SELECT array_agg(c.id), array_agg(c.created_by), array_agg(c.pengirim_pegawai_id),
      array_agg(c.satuan_kerja_id)
    INTO ids, authors, senders, units
    FROM changed c;
  END IF;
  PERFORM notify_audience(TG_TABLE_NAME, ARRAY(
    SELECT DISTINCT k FROM (
      SELECT 'u' || a FROM unnest(authors) a WHERE a IS NOT NULL
      UNION ALL SELECT 'p' || s FROM unnest(senders) s WHERE s IS NOT NULL
      UNION ALL SELECT 's' || u FROM unnest(units) u WHERE u IS NOT NULL
      -- The senders' units' secretariats.
      UNION ALL SELECT 's' || g.satuan_kerja_id FROM pegawai g WHERE g.id = ANY(senders)
      UNION ALL SELECT unnest(letter_audience(ARRAY(SELECT DISTINCT unnest(ids))))
    ) x(k) ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint

DROP TRIGGER "data_changed_insert" ON "mail";--> statement-breakpoint
DROP TRIGGER "data_changed_update" ON "mail";--> statement-breakpoint
DROP TRIGGER "data_changed_delete" ON "mail";--> statement-breakpoint
CREATE TRIGGER "data_changed_insert" AFTER INSERT ON "mail" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_mail_changed"();--> statement-breakpoint
CREATE TRIGGER "data_changed_update" AFTER UPDATE ON "mail"
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_mail_changed"();--> statement-breakpoint
CREATE TRIGGER "data_changed_delete" AFTER DELETE ON "mail" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_mail_changed"();--> statement-breakpoint

-- A letter's search document (0038), with the text of its body read once.
CREATE OR REPLACE FUNCTION "search_refresh_mail"(ids uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO search_document AS d
    (jenis, ref_id, satuan_kerja_id, tanggal, judul, no_surat, kode, isi, tsv, akses, teks_diproses, updated_at)
  SELECT 'surat', m.id, m.satuan_kerja_id,
    coalesce(m.tanggal_surat, (coalesce(m.sent_at, m.created_at) AT TIME ZONE 'Asia/Jakarta')::date),
    m.perihal, m.no_surat,
    concat_ws(' ', m.no_surat, m.resi, m.nomor_agenda::text, people.nips),
    concat_ws(' ', body.teks, notes.teks, files.teks),
    setweight(to_tsvector('lontar', m.perihal), 'A')
      || setweight(to_tsvector('lontar', concat_ws(' ', m.no_surat, m.dari, m.signer_nama,
           m.signer_jabatan, people.names)), 'B')
      || setweight(to_tsvector('lontar', concat_ws(' ', body.teks, notes.teks)), 'C')
      || setweight(to_tsvector('lontar', left(coalesce(files.teks, ''), 200000)), 'D'),
    search_akses_mail(m.id, m.created_by, m.status_surat, m.sifat_pengamanan, m.satuan_kerja_id),
    coalesce(files.pending, false), now()
  FROM mail m
  -- The body's text, once: inlined into both places that read it, it was computed twice (the
  -- OFFSET keeps the planner from pulling the subquery up).
  CROSS JOIN LATERAL (SELECT search_plain_text(m.isi_surat) AS teks OFFSET 0) body
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
    teks_diproses = excluded.teks_diproses, updated_at = excluded.updated_at;
END $$;--> statement-breakpoint
