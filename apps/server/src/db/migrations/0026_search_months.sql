-- A record's numbers among its words, each whole and in lower case after '=' (the parser keeps
-- no '=' at the start of a word, so no text makes one): a letter number or an NIP is found
-- exactly by the same index as the words.
CREATE FUNCTION "search_numbers"(p_kode text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_remove(
    string_to_array('=' || replace(lower(left(p_kode, 2000)), ' ', ' ='), ' '), '=')), '')
$$;--> statement-breakpoint
-- The keys of who may find a record (akses), each also with the record's month ('p:12@202611'),
-- so that a search reads a few months of a user's records, newest first, without the rest.
CREATE FUNCTION "search_keys"(p_akses text[], p_tanggal date) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(p_akses) > 0 THEN p_akses || string_to_array(
    array_to_string(p_akses, '@' || (extract(year FROM p_tanggal) * 100 + extract(month FROM p_tanggal))::int || ',')
      || '@' || (extract(year FROM p_tanggal) * 100 + extract(month FROM p_tanggal))::int, ',')
  ELSE p_akses END
$$;--> statement-breakpoint
-- Written into the stored vector as the row is written (the functions of 0024 and 0025 build
-- it from the letter; the bulk load appends them itself), so that an index scan's recheck of
-- a phrase reads the vector as it is.
CREATE FUNCTION "search_document_numbers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tsv := NEW.tsv || search_numbers(NEW.kode);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_document_numbers" BEFORE INSERT OR UPDATE OF tsv, kode ON "search_document"
  FOR EACH ROW EXECUTE FUNCTION "search_document_numbers"();--> statement-breakpoint
DROP INDEX "search_document_tsv_idx";--> statement-breakpoint
UPDATE "search_document" SET tsv = tsv;--> statement-breakpoint
ALTER TABLE "search_document" ADD COLUMN "tsv_kepala" "tsvector" GENERATED ALWAYS AS (ts_filter(tsv, '{a,b}')) STORED;--> statement-breakpoint
CREATE INDEX "search_document_tsv_idx" ON "search_document" USING gin ("tsv",search_keys(akses, tanggal));
