-- Persetujuan and Telusuri read a reviewer's letters from the reviewer's own rows: whether the
-- letter waits for them now (`at_work`) and whether it has reached them (`reached`) are kept on
-- the row, so a page and its count read one index range of those rows and no letter. Before,
-- every reviewer row of the month was joined to its letter to compare its place with the
-- letter's `order_now`, which moves along the chain.
DROP INDEX "mail_reviewer_pegawai_time_idx";--> statement-breakpoint
ALTER TABLE "mail_reviewer" ADD COLUMN "mail_created_by" integer;--> statement-breakpoint
ALTER TABLE "mail_reviewer" ADD COLUMN "at_work" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_reviewer" ADD COLUMN "reached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The one definition of both marks: the letter waits for the reviewer at its place now while
-- it is with the reviewers; it has reached every place up to that one, and a person in the
-- chain twice counts at their first place. Read with its letters as values (`= ANY`), which
-- the planner applies before the window, on the primary key. The triggers below, the backfill
-- and the bulk seed's test read it.
CREATE VIEW "mail_reviewer_stage" AS
SELECT r.mail_id, r.urutan,
  coalesce(m.kategori_surat = 'internal' AND m.status_surat = 'pemeriksa'
    AND r.urutan = m.order_now, false) AS at_work,
  coalesce(m.kategori_surat = 'internal' AND r.urutan <= m.order_now
    AND r.urutan = min(r.urutan) OVER (PARTITION BY r.mail_id, r.pegawai_id), false) AS reached
FROM mail_reviewer r JOIN mail m ON m.id = r.mail_id;
--> statement-breakpoint
-- The marks of the reviewer rows of the given letters; only rows whose marks change are written.
CREATE FUNCTION "mail_reviewer_restage"(letters uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE mail_reviewer r SET at_work = s.at_work, reached = s.reached
  FROM mail_reviewer_stage s
  WHERE s.mail_id = ANY(letters) AND r.mail_id = s.mail_id AND r.urutan = s.urutan
    AND (r.at_work, r.reached) IS DISTINCT FROM (s.at_work, s.reached)
$$;--> statement-breakpoint
-- A letter that moved along its chain, changed status or category.
CREATE FUNCTION "mail_reviewer_restage_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  letters uuid[];
BEGIN
  SELECT array_agg(n.id) INTO letters
  FROM moved_new n JOIN moved_old o ON o.id = n.id
  WHERE (n.order_now, n.status_surat, n.kategori_surat)
    IS DISTINCT FROM (o.order_now, o.status_surat, o.kategori_surat);
  IF letters IS NOT NULL THEN
    PERFORM mail_reviewer_restage(letters);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_reviewer_restage_moved" AFTER UPDATE ON "mail"
  REFERENCING OLD TABLE AS moved_old NEW TABLE AS moved_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mail_reviewer_restage_moved"();--> statement-breakpoint
-- A chain written or cut: its rows' marks, and a person's first place, follow.
CREATE FUNCTION "mail_reviewer_restage_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  letters uuid[];
BEGIN
  SELECT array_agg(DISTINCT mail_id) INTO letters FROM chain;
  IF letters IS NOT NULL THEN
    PERFORM mail_reviewer_restage(letters);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_reviewer_restage_insert" AFTER INSERT ON "mail_reviewer"
  REFERENCING NEW TABLE AS chain FOR EACH STATEMENT EXECUTE FUNCTION "mail_reviewer_restage_chain"();--> statement-breakpoint
CREATE TRIGGER "mail_reviewer_restage_delete" AFTER DELETE ON "mail_reviewer"
  REFERENCING OLD TABLE AS chain FOR EACH STATEMENT EXECUTE FUNCTION "mail_reviewer_restage_chain"();--> statement-breakpoint
-- The application never moves a row within a chain (it deletes and writes the chain again);
-- should a statement do so, the marks follow all the same.
CREATE FUNCTION "mail_reviewer_restage_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mail_reviewer_restage(ARRAY[OLD.mail_id, NEW.mail_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_reviewer_restage_row" AFTER UPDATE OF "mail_id", "urutan", "pegawai_id"
  ON "mail_reviewer" FOR EACH ROW EXECUTE FUNCTION "mail_reviewer_restage_row"();--> statement-breakpoint
-- The author is copied with the letter's time (migration 0011).
CREATE OR REPLACE FUNCTION "mail_reviewer_copy_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load that already knows both gives them; the application never does.
  IF NEW."mail_created_at" IS NULL OR NEW."mail_created_by" IS NULL OR TG_OP = 'UPDATE' THEN
    SELECT m."created_at", m."created_by" INTO NEW."mail_created_at", NEW."mail_created_by"
    FROM "mail" m WHERE m."id" = NEW."mail_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE "mail_reviewer" r SET "mail_created_by" = m."created_by", "at_work" = s.at_work,
  "reached" = s.reached
FROM "mail" m, mail_reviewer_stage s
WHERE m."id" = r."mail_id" AND s.mail_id = r.mail_id AND s.urutan = r.urutan;--> statement-breakpoint
CREATE INDEX "mail_reviewer_at_work_idx" ON "mail_reviewer" USING btree ("pegawai_id","mail_created_at" DESC NULLS LAST,"mail_id" DESC NULLS LAST,"read_at") WHERE at_work;--> statement-breakpoint
CREATE INDEX "mail_reviewer_reached_idx" ON "mail_reviewer" USING btree ("pegawai_id","mail_created_at" DESC NULLS LAST,"mail_id" DESC NULLS LAST,"mail_created_by") WHERE reached;
