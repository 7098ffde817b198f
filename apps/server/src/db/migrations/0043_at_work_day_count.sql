-- Persetujuan's total and the dashboard's Persetujuan card counted the letters waiting for the
-- reviewer (`at_work` rows, 0036) of the range one by one, from the index: 865 in the bench's
-- reviewer's month at 10,000,000 letters, where Persetujuan answered 915 to 1,346 requests a
-- second on two cores. Now they are counted per reviewer and Jakarta day of the
-- letter in `at_work_day_count`, with how many the reviewer has opened, in the statement that
-- changes `mail_reviewer`, so a month is some thirty rows. As for 0042, a statement
-- writes its rows in key order, and a change that moves no count writes none.
CREATE TABLE "at_work_day_count" (
	"pegawai_id" integer NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"is_read" integer NOT NULL,
	CONSTRAINT "at_work_day_count_pk" PRIMARY KEY("pegawai_id","day")
);
--> statement-breakpoint
-- The one definition of the counts: what the table must hold, taken from the rows. (A row's
-- `mail_created_at` is copied from its letter's, which is never null.)
CREATE VIEW "at_work_day_tally" AS
SELECT r.pegawai_id, (r.mail_created_at AT TIME ZONE 'Asia/Jakarta')::date AS day,
       count(*)::int AS total, (count(*) FILTER (WHERE r.read_at IS NOT NULL))::int AS is_read
FROM mail_reviewer r
WHERE r.at_work AND r.mail_created_at IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
-- The rows a statement added and removed (an update's new and old), counted in and out.
CREATE FUNCTION "at_work_day_count_add"(added mail_reviewer[], removed mail_reviewer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO at_work_day_count AS c
  SELECT d.* FROM (
    SELECT (x.r).pegawai_id, ((x.r).mail_created_at AT TIME ZONE 'Asia/Jakarta')::date AS day,
           sum(x.n)::int AS total,
           coalesce(sum(x.n) FILTER (WHERE (x.r).read_at IS NOT NULL), 0)::int AS is_read
    FROM (SELECT a AS r, 1 AS n FROM unnest(added) a
          UNION ALL SELECT o, -1 FROM unnest(removed) o) x
    WHERE (x.r).at_work AND (x.r).mail_created_at IS NOT NULL
    GROUP BY 1, 2) d
  WHERE (d.total, d.is_read) <> (0, 0)
  ORDER BY d.pegawai_id, d.day
  ON CONFLICT (pegawai_id, day) DO UPDATE SET
    total = c.total + excluded.total,
    is_read = c.is_read + excluded.is_read;
END $$;
--> statement-breakpoint
CREATE FUNCTION "at_work_day_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gained mail_reviewer[] := '{}';
  lost mail_reviewer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    gained := ARRAY(SELECT a FROM added a WHERE a.at_work);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    lost := ARRAY(SELECT r FROM removed r WHERE r.at_work);
  END IF;
  IF cardinality(gained) + cardinality(lost) > 0 THEN
    PERFORM at_work_day_count_add(gained, lost);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "at_work_day_count_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE at_work_day_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "at_work_day_count_insert" AFTER INSERT ON "mail_reviewer"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "at_work_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "at_work_day_count_update" AFTER UPDATE ON "mail_reviewer"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "at_work_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "at_work_day_count_delete" AFTER DELETE ON "mail_reviewer"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "at_work_day_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "at_work_day_count_truncate" AFTER TRUNCATE ON "mail_reviewer"
  FOR EACH STATEMENT EXECUTE FUNCTION "at_work_day_count_emptied"();
--> statement-breakpoint
INSERT INTO "at_work_day_count" SELECT * FROM "at_work_day_tally";
