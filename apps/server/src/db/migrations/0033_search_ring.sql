-- One ring of a search (pencarian.repository `ringHits`): the best matches among the records
-- whose keys with their month are in p_keys, each with how many the ring matched. As a
-- function its statement is planned once per connection and then reused (a generic plan: the
-- one GIN index scan for the words and the keys, whatever they are), where a statement sent
-- anew is planned on every call: about 1.5 ms on PGlite, paid for every ring of every search.
-- p_match is the query as the index reads it (search_pair_query), p_rank the words as
-- written, p_code a number typed whole (ten points more for the record it names).
CREATE OR REPLACE FUNCTION "search_ring"(
  p_match tsquery, p_rank tsquery, p_keys text[], p_code text, p_jenis text,
  p_start date, p_end date, p_limit int)
RETURNS TABLE (jenis text, ref_id uuid, tanggal text, rank float8, n int)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
  SELECT d.jenis, d.ref_id, to_char(d.tanggal, 'YYYY-MM-DD'),
    (ts_rank(d.tsv_kepala, p_rank) + CASE WHEN p_code IS NOT NULL
      AND position(' ' || p_code || ' ' IN ' ' || lower(d.kode) || ' ') > 0 THEN 10 ELSE 0 END)::float8,
    (count(*) OVER ())::int
  FROM search_document d
  WHERE search_keys(d.akses, d.tanggal) && p_keys
    AND d.tsv @@ p_match
    AND (p_jenis IS NULL OR d.jenis = p_jenis)
    AND (p_start IS NULL OR d.tanggal >= p_start)
    AND (p_end IS NULL OR d.tanggal <= p_end)
  ORDER BY 4 DESC, d.tanggal DESC, d.ref_id
  LIMIT p_limit;
END $$;
