-- The banks' totals counted a work unit's letters of the range one by one, from the index:
-- at 10,000,000 letters the busiest unit writes 3,157 letters a month, and Bank Surat Keluar
-- answered 561 requests a second on two cores where it answered 2,816 at 1,000,000. Now a
-- unit's letters are counted by the bank's day, category, status and security class in
-- `bank_day_count`, in the statement that changes `mail`, so a month is some hundred rows. A
-- bank's total is those rows of the classes its secretariat sees, plus the letters of the
-- other classes (Rahasia, Sangat Rahasia: few) that it sees as their author, reviewer or
-- recipient, counted one by one from `mail_bank_restricted_idx`.
-- As for the inbox's counts (0042), a statement writes its rows in key order, and a change that
-- moves no count (most of a letter's changes) writes none and takes no lock.
CREATE TABLE "bank_day_count" (
	"satuan_kerja_id" integer NOT NULL,
	"kategori_surat" text NOT NULL,
	"day" date NOT NULL,
	"status_surat" text NOT NULL,
	"sifat_pengamanan" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "bank_day_count_pk" PRIMARY KEY("satuan_kerja_id","kategori_surat","day","status_surat","sifat_pengamanan")
);
--> statement-breakpoint
-- The day a letter counts on in its unit's bank: an outgoing letter's written day, an incoming
-- (registered) one's received day, else its registration day; in Asia/Jakarta, as the lists'
-- date filters read days. The banks' reads, the counts and the index below use this one.
CREATE FUNCTION "bank_day"(kategori_surat text, tanggal_terima date, created_at timestamptz)
RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN kategori_surat = 'external'
    THEN coalesce(tanggal_terima, (created_at AT TIME ZONE 'Asia/Jakarta')::date)
    ELSE (created_at AT TIME ZONE 'Asia/Jakarta')::date END
$$;
--> statement-breakpoint
-- The one definition of the counts: what the table must hold, taken from the letters.
CREATE VIEW "bank_day_tally" AS
SELECT m.satuan_kerja_id, m.kategori_surat, bank_day(m.kategori_surat, m.tanggal_terima, m.created_at) AS day,
       m.status_surat, m.sifat_pengamanan, count(*)::int AS total
FROM mail m
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- What a letter counts under: its unit, category, bank day, status and class.
CREATE TYPE "bank_day_key" AS (
  satuan_kerja_id integer, kategori_surat text, day date, status_surat text, sifat_pengamanan text
);
--> statement-breakpoint
-- The letters a statement added and removed (an update's new and old), counted in and out.
CREATE FUNCTION "bank_day_count_add"(added bank_day_key[], removed bank_day_key[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO bank_day_count AS c
  SELECT d.* FROM (
    SELECT x.satuan_kerja_id, x.kategori_surat, x.day, x.status_surat, x.sifat_pengamanan,
           sum(x.n)::int AS total
    FROM (SELECT a.*, 1 AS n FROM unnest(added) a
          UNION ALL SELECT r.*, -1 FROM unnest(removed) r) x
    GROUP BY 1, 2, 3, 4, 5) d
  WHERE d.total <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (satuan_kerja_id, kategori_surat, day, status_surat, sifat_pengamanan)
  DO UPDATE SET total = c.total + excluded.total;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bank_day_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gained bank_day_key[] := '{}';
  lost bank_day_key[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    gained := ARRAY(SELECT ROW(a.satuan_kerja_id, a.kategori_surat,
      bank_day(a.kategori_surat, a.tanggal_terima, a.created_at), a.status_surat,
      a.sifat_pengamanan)::bank_day_key FROM added a);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    lost := ARRAY(SELECT ROW(r.satuan_kerja_id, r.kategori_surat,
      bank_day(r.kategori_surat, r.tanggal_terima, r.created_at), r.status_surat,
      r.sifat_pengamanan)::bank_day_key FROM removed r);
  END IF;
  PERFORM bank_day_count_add(gained, lost);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bank_day_count_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE bank_day_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bank_day_count_insert" AFTER INSERT ON "mail"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "bank_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "bank_day_count_update" AFTER UPDATE ON "mail"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "bank_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "bank_day_count_delete" AFTER DELETE ON "mail"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "bank_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "bank_day_count_truncate" AFTER TRUNCATE ON "mail"
  FOR EACH STATEMENT EXECUTE FUNCTION "bank_day_count_emptied"();
--> statement-breakpoint
INSERT INTO "bank_day_count" SELECT * FROM "bank_day_tally";
--> statement-breakpoint
-- The letters of the classes a unit's own secretariat does not see (`sekretariatUnit` false in
-- the contracts' klasifikasi-keamanan: Rahasia, Sangat Rahasia), by unit and bank day, with
-- what deciding whether a reader sees one needs: a bank counts these one by one, from the index
-- alone (the day's own columns are carried too: an index-only scan needs every column read).
CREATE INDEX "mail_bank_restricted_idx" ON "mail"
  ("satuan_kerja_id", "kategori_surat", bank_day("kategori_surat", "tanggal_terima", "created_at"))
  INCLUDE ("id", "status_surat", "sifat_pengamanan", "created_by", "tanggal_terima", "created_at")
  WHERE "sifat_pengamanan" NOT IN ('Biasa', 'Terbatas');
