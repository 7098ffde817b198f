-- The statements the write triggers run keep their plans. A function in LANGUAGE sql is
-- planned again at every call, and the planner took longer than the reading: a letter's
-- audience (below) planned in 5.5 ms on the embedded database and ran in 0.25 ms, and each
-- letter written, delivered or moved calls several such functions. In PL/pgSQL a statement's
-- plan is kept for the session; a generic plan is forced because a custom one would be made
-- for every call anyway (`= ANY(ids)` with one id always looks cheaper than the generic plan
-- that allows for several), and these statements read by primary key or a letter's index
-- either way. Each statement is its function's latest (migrations 0024, 0025, 0029, 0032, 0034
-- and 0036), unchanged.
CREATE OR REPLACE FUNCTION "letter_audience"(p_ids uuid[]) RETURNS text[]
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE audience text[];
BEGIN
  SELECT coalesce(array_agg(DISTINCT k), '{}') INTO audience FROM (
    SELECT 'u' || m.created_by FROM mail m WHERE m.id = ANY(p_ids)
    UNION ALL SELECT 'p' || m.pengirim_pegawai_id FROM mail m
      WHERE m.id = ANY(p_ids) AND m.pengirim_pegawai_id IS NOT NULL
    UNION ALL SELECT 's' || m.satuan_kerja_id FROM mail m WHERE m.id = ANY(p_ids)
    UNION ALL SELECT 'p' || r.pegawai_id FROM mail_reviewer r WHERE r.mail_id = ANY(p_ids)
    UNION ALL SELECT 'p' || c.pegawai_id FROM mail_recipient c WHERE c.mail_id = ANY(p_ids)
    UNION ALL SELECT 's' || g.satuan_kerja_id FROM mail_recipient c
      JOIN pegawai g ON g.id = c.pegawai_id WHERE c.mail_id = ANY(p_ids)
    UNION ALL SELECT 'u' || d.from_user_id FROM mail_disposition d WHERE d.mail_id = ANY(p_ids)
  ) a(k);
  RETURN audience;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mail_reviewer_restage"(letters uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE mail_reviewer r SET at_work = s.at_work, reached = s.reached
  FROM mail_reviewer_stage s
  WHERE s.mail_id = ANY(letters) AND r.mail_id = s.mail_id AND r.urutan = s.urutan
    AND (r.at_work, r.reached) IS DISTINCT FROM (s.at_work, s.reached);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_akses_mail"(p_mail uuid, p_author integer, p_status text, p_sifat text, p_unit integer)
RETURNS text[] LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE akses text[];
BEGIN
  SELECT array_agg(DISTINCT k) INTO akses FROM (
    SELECT 'u:' || p_author AS k
    UNION ALL SELECT 'p:' || rv.pegawai_id FROM mail_reviewer rv
      WHERE rv.mail_id = p_mail AND p_status <> 'draft'
    UNION ALL SELECT 'p:' || rc.pegawai_id FROM mail_recipient rc
      WHERE rc.mail_id = p_mail AND p_status <> 'draft'
    UNION ALL SELECT 's:' || p_unit
      WHERE p_status <> 'draft' AND p_sifat IN ('Biasa', 'Terbatas')
    UNION ALL SELECT 's:' || pu.satuan_kerja_id FROM mail_recipient ru
      JOIN pegawai pu ON pu.id = ru.pegawai_id
      WHERE ru.mail_id = p_mail AND p_status <> 'draft' AND p_sifat IN ('Biasa')
        AND pu.satuan_kerja_id IS NOT NULL
  ) keys;
  RETURN akses;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_refresh_mail"(ids uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
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
    teks_diproses = excluded.teks_diproses, updated_at = excluded.updated_at;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_refresh_akses"(ids uuid[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE search_document d
  SET akses = search_akses_mail(m.id, m.created_by, m.status_surat, m.sifat_pengamanan, m.satuan_kerja_id)
  FROM mail m
  WHERE d.jenis = 'surat' AND d.ref_id = m.id AND m.id = ANY(ids)
    AND d.akses IS DISTINCT FROM
      search_akses_mail(m.id, m.created_by, m.status_surat, m.sifat_pengamanan, m.satuan_kerja_id);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_queue_file"(file uuid) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO file_text (file_id)
  SELECT f.id FROM stored_file f
  WHERE f.id = file AND f.mime IN ('application/pdf', 'image/jpeg', 'image/png')
  ON CONFLICT (file_id) DO NOTHING;
END $$;--> statement-breakpoint
-- The PL/pgSQL functions that read by arrays of letters, people or berkas.
ALTER FUNCTION "inbox_letter_sync"() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION "berkas_reaggregate"(uuid[]) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION "search_refresh_arsip"(uuid[]) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
-- Every search document written (0032): it reads no table, so its plan turns generic by itself
-- after a few calls, and it stays safe for parallel plans (a function that sets a parameter
-- is not).
CREATE OR REPLACE FUNCTION "search_pairs"(p_tsv tsvector) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE pairs tsvector;
BEGIN
  SELECT coalesce(array_to_tsvector(array_agg(w.lexeme || '~' || w.next)), '') INTO pairs
  FROM (
    SELECT lexeme, p, lead(lexeme) OVER o AS next, lead(p) OVER o AS next_p
    FROM (SELECT lexeme, unnest(positions) AS p FROM unnest(p_tsv)) x
    WINDOW o AS (ORDER BY p)
  ) w
  WHERE w.next_p = w.p + 1 AND w.p < 16383
    AND octet_length(w.lexeme) + octet_length(w.next) < 1024;
  RETURN pairs;
END $$;
