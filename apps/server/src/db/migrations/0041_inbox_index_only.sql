-- An inbox search and the dashboard's counts read a person's month from the inbox entries'
-- indexes alone. A search matched each entry's letter (its subject, number and sender), and the
-- dashboard read each entry's read and disposition marks, from the tables: one page read per
-- letter, scattered over the history. At 10,000,000 letters the bench's inbox month holds
-- 1,815 letters, and the search's statement took 12 ms, the dashboard's 3 ms. Now each entry
-- carries what the search matches, lowercased (`cari`), in `inbox_letter_tab_idx`, and the
-- marks the dashboard counts in `inbox_letter_time_idx`: a month of one person is a few
-- neighbouring index pages.
--
-- What a search matches, as ILIKE compares it: the lowercased text. The three parts are
-- joined by a line break, which a subject, a number or a sender does not hold.
CREATE FUNCTION "inbox_letter_cari"(p_perihal text, p_no_surat text, p_dari text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(coalesce(p_perihal, '') || E'\n' || coalesce(p_no_surat, '') || E'\n' || coalesce(p_dari, ''))
$$;--> statement-breakpoint
ALTER TABLE "inbox_letter" ADD COLUMN "cari" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_letter" ALTER COLUMN "cari" DROP DEFAULT;--> statement-breakpoint
-- The fold of migration 0035 keeps its definition under a name of its own, and the entry is
-- that fold with its letter's `cari` (last, the table's order). The bulk seed joins the fold
-- to the words it kept while writing the letters, rather than reading every letter back.
ALTER VIEW "inbox_letter_folded" RENAME TO "inbox_recipient_fold";--> statement-breakpoint
CREATE VIEW "inbox_letter_folded" AS
SELECT f.*, inbox_letter_cari(m.perihal, m.no_surat, m.dari) AS cari
FROM inbox_recipient_fold f JOIN mail m ON m.id = f.mail_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inbox_letter_sync"() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  letters uuid[];
  people integer[];
BEGIN
  SELECT array_agg(DISTINCT mail_id), array_agg(DISTINCT pegawai_id) INTO letters, people
  FROM changed;
  IF letters IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO inbox_letter AS e
  SELECT f.* FROM inbox_letter_folded f
  WHERE f.mail_id = ANY(letters) AND f.pegawai_id = ANY(people)
    AND (f.mail_id, f.pegawai_id) IN (SELECT mail_id, pegawai_id FROM changed)
  ON CONFLICT (pegawai_id, mail_id) DO UPDATE SET
    kategori_surat = excluded.kategori_surat,
    received_at = excluded.received_at,
    is_read = excluded.is_read,
    role = excluded.role,
    disposition_id = excluded.disposition_id,
    disposisi = excluded.disposisi,
    disposisi_read = excluded.disposisi_read,
    teruskan = excluded.teruskan,
    teruskan_read = excluded.teruskan_read,
    cari = excluded.cari;
  -- A pair left with no row, or only removed ones, has no entry.
  DELETE FROM inbox_letter e
  WHERE e.mail_id = ANY(letters) AND e.pegawai_id = ANY(people)
    AND (e.mail_id, e.pegawai_id) IN (SELECT mail_id, pegawai_id FROM changed)
    AND NOT EXISTS (SELECT 1 FROM mail_recipient r
      WHERE r.mail_id = e.mail_id AND r.pegawai_id = e.pegawai_id AND r.hidden_at IS NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A letter whose subject, number or sender changed (a number is given at signing, after the
-- letter reached its recipients) is matched by its new words in every inbox it is in. The
-- entries are found by the letter's recipient rows (`inbox_letter` is keyed by the person).
CREATE FUNCTION "inbox_letter_recari"() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  letters uuid[];
BEGIN
  SELECT array_agg(n.id) INTO letters
  FROM renamed_new n JOIN renamed_old o ON o.id = n.id
  WHERE (n.perihal, n.no_surat, n.dari) IS DISTINCT FROM (o.perihal, o.no_surat, o.dari);
  IF letters IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE inbox_letter e SET cari = inbox_letter_cari(m.perihal, m.no_surat, m.dari)
  FROM mail m
  WHERE m.id = ANY(letters) AND e.mail_id = m.id
    AND e.pegawai_id IN (SELECT r.pegawai_id FROM mail_recipient r WHERE r.mail_id = ANY(letters))
    AND e.cari IS DISTINCT FROM inbox_letter_cari(m.perihal, m.no_surat, m.dari);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inbox_letter_recari" AFTER UPDATE ON "mail"
  REFERENCING OLD TABLE AS renamed_old NEW TABLE AS renamed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_letter_recari"();--> statement-breakpoint
-- The entries written again from the fold, with their `cari`, and their indexes built after.
DROP INDEX "inbox_letter_tab_idx";--> statement-breakpoint
DROP INDEX "inbox_letter_time_idx";--> statement-breakpoint
TRUNCATE "inbox_letter";--> statement-breakpoint
INSERT INTO "inbox_letter" SELECT * FROM "inbox_letter_folded";--> statement-breakpoint
CREATE INDEX "inbox_letter_tab_idx" ON "inbox_letter" USING btree ("pegawai_id","kategori_surat","received_at" DESC NULLS LAST,"mail_id" DESC NULLS LAST) INCLUDE ("cari");--> statement-breakpoint
CREATE INDEX "inbox_letter_time_idx" ON "inbox_letter" USING btree ("pegawai_id","received_at" DESC NULLS LAST) INCLUDE ("mail_id","kategori_surat","is_read","disposisi","disposisi_read","teruskan","teruskan_read");
