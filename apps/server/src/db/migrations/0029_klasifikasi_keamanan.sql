-- The four security classes (klasifikasi-keamanan.ts in contracts; DOMAIN.md "Letters"): the
-- secretariat of the letter's own unit finds Biasa and Terbatas letters, the secretariat of a
-- unit it reached only Biasa ones (letter-visibility.ts, which the search still applies to what
-- the keys let through). The stored values are unchanged: Biasa and Rahasia letters keep the
-- keys 0025 gave them, so no record is refreshed.
CREATE OR REPLACE FUNCTION "search_akses_mail"(p_mail uuid, p_author integer, p_status text, p_sifat text, p_unit integer)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(DISTINCT k) FROM (
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
  ) keys
$$;
