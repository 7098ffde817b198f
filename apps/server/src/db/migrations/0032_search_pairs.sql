-- Each two adjacent words of a record as one more word of its vector, without a position:
-- 'dana~desa' (the parser never makes a word with '~', so no text makes one). A quoted phrase
-- of two words is then read by the index as that one word (`search_pair_query` below), and a
-- match no longer needs its whole vector read from disk to check the words' order: the phrase
-- "dana desa" cost 20 ms on 1,000,000 letters, most of it in that check. Adjacent means
-- position p and p + 1, exactly as the phrase operator <-> reads them; the words past the
-- vector's last position (16383) have no order left to pair.
CREATE FUNCTION "search_pairs"(p_tsv tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(w.lexeme || '~' || w.next)), '')
  FROM (
    SELECT lexeme, p, lead(lexeme) OVER o AS next, lead(p) OVER o AS next_p
    FROM (SELECT lexeme, unnest(positions) AS p FROM unnest(p_tsv)) x
    WINDOW o AS (ORDER BY p)
  ) w
  WHERE w.next_p = w.p + 1 AND w.p < 16383
    AND octet_length(w.lexeme) + octet_length(w.next) < 1024
$$;--> statement-breakpoint
-- The row trigger of 0026 appends the pairs with the numbers. Neither has a position, so a
-- vector written again (UPDATE OF kode) gets the same words and no pairs of pairs.
CREATE OR REPLACE FUNCTION "search_document_numbers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tsv := NEW.tsv || search_numbers(NEW.kode) || search_pairs(NEW.tsv);
  RETURN NEW;
END $$;--> statement-breakpoint
-- The query as the index reads it: each phrase of two words ('dana' <-> 'desa', standing
-- alone between the query's operators) becomes their pair ('dana~desa'). Longer phrases, and
-- words with a quote or a backslash, are left to the order check. Ranking and the excerpt keep
-- the query as written.
CREATE FUNCTION "search_pair_query"(p_query tsquery) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(p_query::text,
    '(^|[(&|] ?)''([^''\\ ]+)'' <-> ''([^''\\ ]+)''(?=$| [&|)])', '\1''\2~\3''', 'g')::tsquery
$$;--> statement-breakpoint
DROP INDEX "search_document_tsv_idx";--> statement-breakpoint
UPDATE "search_document" SET tsv = tsv;--> statement-breakpoint
CREATE INDEX "search_document_tsv_idx" ON "search_document" USING gin ("tsv",search_keys(akses, tanggal));
