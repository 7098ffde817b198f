-- The dashboard's cards and an inbox tab's total counted a person's entries of the range one
-- by one, from the index. Their cost grew with the letters a month brings: at 10,000,000
-- letters the bench's inbox month holds 1,815 letters, and the dashboard answered 1,004-1,183
-- requests a second where it answered 2,756 at 1,000,000. Now the entries of one person, day
-- (Asia/Jakarta, as the lists' date filters read it) and category are counted in
-- `inbox_day_count`, in the statement that changes them, so a month is some forty rows.
-- The index by time the dashboard counted from (`inbox_letter_time_idx`, 0035; 0041 made it
-- carry the marks) has no reader left and goes, and a read mark no longer writes it.
-- A statement writes its rows in key order, so statements counting the same people at once
-- queue rather than deadlock; a change that moves no count (a letter's new subject or number,
-- a read mark of a letter already read) writes none, and takes no lock.
CREATE TABLE "inbox_day_count" (
	"pegawai_id" integer NOT NULL,
	"day" date NOT NULL,
	"kategori_surat" text NOT NULL,
	"total" integer NOT NULL,
	"is_read" integer NOT NULL,
	"disposisi" integer NOT NULL,
	"disposisi_read" integer NOT NULL,
	"teruskan" integer NOT NULL,
	"teruskan_read" integer NOT NULL,
	CONSTRAINT "inbox_day_count_pegawai_id_day_kategori_surat_pk" PRIMARY KEY("pegawai_id","day","kategori_surat")
);
--> statement-breakpoint
-- The one definition of the counts: what the table must hold, taken from the entries.
CREATE VIEW "inbox_day_tally" AS
SELECT e.pegawai_id,
       (e.received_at AT TIME ZONE 'Asia/Jakarta')::date AS day,
       e.kategori_surat,
       count(*)::int AS total,
       (count(*) FILTER (WHERE e.is_read))::int AS is_read,
       (count(*) FILTER (WHERE e.disposisi))::int AS disposisi,
       (count(*) FILTER (WHERE e.disposisi_read))::int AS disposisi_read,
       (count(*) FILTER (WHERE e.teruskan))::int AS teruskan,
       (count(*) FILTER (WHERE e.teruskan_read))::int AS teruskan_read
FROM inbox_letter e
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The entries a statement added and removed (an update's old and new), counted in and out.
CREATE FUNCTION "inbox_day_count_add"(added inbox_letter[], removed inbox_letter[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO inbox_day_count AS c
  SELECT d.* FROM (
    SELECT (x.e).pegawai_id, ((x.e).received_at AT TIME ZONE 'Asia/Jakarta')::date AS day,
           (x.e).kategori_surat,
           sum(x.n)::int AS total,
           coalesce(sum(x.n) FILTER (WHERE (x.e).is_read), 0)::int AS is_read,
           coalesce(sum(x.n) FILTER (WHERE (x.e).disposisi), 0)::int AS disposisi,
           coalesce(sum(x.n) FILTER (WHERE (x.e).disposisi_read), 0)::int AS disposisi_read,
           coalesce(sum(x.n) FILTER (WHERE (x.e).teruskan), 0)::int AS teruskan,
           coalesce(sum(x.n) FILTER (WHERE (x.e).teruskan_read), 0)::int AS teruskan_read
    FROM (SELECT a AS e, 1 AS n FROM unnest(added) a
          UNION ALL SELECT r, -1 FROM unnest(removed) r) x
    GROUP BY 1, 2, 3) d
  WHERE (d.total, d.is_read, d.disposisi, d.disposisi_read, d.teruskan, d.teruskan_read)
        <> (0, 0, 0, 0, 0, 0)
  ORDER BY d.pegawai_id, d.day, d.kategori_surat
  ON CONFLICT (pegawai_id, day, kategori_surat) DO UPDATE SET
    total = c.total + excluded.total,
    is_read = c.is_read + excluded.is_read,
    disposisi = c.disposisi + excluded.disposisi,
    disposisi_read = c.disposisi_read + excluded.disposisi_read,
    teruskan = c.teruskan + excluded.teruskan,
    teruskan_read = c.teruskan_read + excluded.teruskan_read;
END $$;
--> statement-breakpoint
CREATE FUNCTION "inbox_day_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gained inbox_letter[] := '{}';
  lost inbox_letter[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    gained := ARRAY(SELECT a FROM added a);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    lost := ARRAY(SELECT r FROM removed r);
  END IF;
  PERFORM inbox_day_count_add(gained, lost);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "inbox_day_count_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE inbox_day_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inbox_day_count_insert" AFTER INSERT ON "inbox_letter"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "inbox_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "inbox_day_count_update" AFTER UPDATE ON "inbox_letter"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "inbox_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "inbox_day_count_delete" AFTER DELETE ON "inbox_letter"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "inbox_day_count_truncate" AFTER TRUNCATE ON "inbox_letter"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_day_count_emptied"();
--> statement-breakpoint
INSERT INTO "inbox_day_count" SELECT * FROM "inbox_day_tally";
--> statement-breakpoint
DROP INDEX "inbox_letter_time_idx";
