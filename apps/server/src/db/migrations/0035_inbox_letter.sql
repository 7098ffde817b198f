CREATE TABLE "inbox_letter" (
	"pegawai_id" integer NOT NULL,
	"mail_id" uuid NOT NULL,
	"kategori_surat" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"is_read" boolean NOT NULL,
	"role" text NOT NULL,
	"disposition_id" bigint,
	"disposisi" boolean NOT NULL,
	"disposisi_read" boolean,
	"teruskan" boolean NOT NULL,
	"teruskan_read" boolean,
	CONSTRAINT "inbox_letter_pegawai_id_mail_id_pk" PRIMARY KEY("pegawai_id","mail_id")
);
--> statement-breakpoint
CREATE INDEX "inbox_letter_tab_idx" ON "inbox_letter" USING btree ("pegawai_id","kategori_surat","received_at" DESC NULLS LAST,"mail_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_letter_time_idx" ON "inbox_letter" USING btree ("pegawai_id","received_at" DESC NULLS LAST);--> statement-breakpoint
-- A person's recipient rows of a letter folded into their inbox's one entry (the schema's
-- `inboxLetter` says what each column means). The one definition of the fold: the triggers
-- below and the bulk seed fill `inbox_letter` from it.
CREATE VIEW "inbox_letter_folded" AS
SELECT r.pegawai_id,
       r.mail_id,
       min(r.kategori_surat) AS kategori_surat,
       max(r.received_at) AS received_at,
       bool_and(r.read_at IS NOT NULL) AS is_read,
       (array_agg(r.role ORDER BY r.received_at DESC, r.id DESC))[1] AS role,
       (array_agg(r.disposition_id ORDER BY r.received_at DESC, r.id DESC))[1] AS disposition_id,
       bool_or(r.role = 'disposisi') AS disposisi,
       bool_and(r.read_at IS NOT NULL) FILTER (WHERE r.role = 'disposisi') AS disposisi_read,
       bool_or(r.role = 'teruskan') AS teruskan,
       bool_and(r.read_at IS NOT NULL) FILTER (WHERE r.role = 'teruskan') AS teruskan_read
FROM mail_recipient r
WHERE r.hidden_at IS NULL
GROUP BY r.pegawai_id, r.mail_id;
--> statement-breakpoint
-- The entries of the (letter, person) pairs a statement on mail_recipient touched, folded
-- again in that statement: delivered, read, disposed, removed, withdrawn. The view is read
-- with its letters and people as values (`= ANY`), which the planner applies before the
-- grouping, on mail_recipient_mail_idx; a join to the pairs would be applied after it, to
-- every recipient row there is. The exact pairs are then taken from those few.
-- An entry is written with ON CONFLICT: two transactions changing rows of the same pair
-- (a read mark and a forward arriving at once) both write it, neither fails.
CREATE FUNCTION "inbox_letter_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    teruskan_read = excluded.teruskan_read;
  -- A pair left with no row, or only removed ones, has no entry.
  DELETE FROM inbox_letter e
  WHERE e.mail_id = ANY(letters) AND e.pegawai_id = ANY(people)
    AND (e.mail_id, e.pegawai_id) IN (SELECT mail_id, pegawai_id FROM changed)
    AND NOT EXISTS (SELECT 1 FROM mail_recipient r
      WHERE r.mail_id = e.mail_id AND r.pegawai_id = e.pegawai_id AND r.hidden_at IS NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "inbox_letter_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE inbox_letter;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inbox_letter_insert" AFTER INSERT ON "mail_recipient"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_letter_sync"();
--> statement-breakpoint
CREATE TRIGGER "inbox_letter_update" AFTER UPDATE ON "mail_recipient"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_letter_sync"();
--> statement-breakpoint
CREATE TRIGGER "inbox_letter_delete" AFTER DELETE ON "mail_recipient"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_letter_sync"();
--> statement-breakpoint
CREATE TRIGGER "inbox_letter_truncate" AFTER TRUNCATE ON "mail_recipient"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_letter_emptied"();
--> statement-breakpoint
INSERT INTO inbox_letter SELECT * FROM inbox_letter_folded;
