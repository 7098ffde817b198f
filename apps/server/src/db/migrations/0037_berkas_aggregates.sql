ALTER TABLE "berkas" ADD COLUMN "jumlah_isi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "berkas" ADD COLUMN "kelas_isi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A berkas shows how many records it holds and the strictest security class among its own and
-- its records'. Both were read from every record at each reading (a berkas gathers a unit's
-- letters of one classification for a year); they are kept on the berkas row instead, by the
-- triggers below, and read there (berkas.repository.ts `berkasSelect`).
--
-- The aggregates of the given berkas, counted again from their records. The rows are locked
-- first, in id order: the counting statement that follows takes its snapshot after the lock,
-- so two transactions filing into one berkas count each other's records.
CREATE FUNCTION "berkas_reaggregate"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM berkas WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  UPDATE berkas b SET jumlah_isi = a.jumlah, kelas_isi = a.kelas
  FROM (
    SELECT x.id,
      (SELECT count(*) FROM berkas_isi i WHERE i.berkas_id = x.id)::int AS jumlah,
      array(
        SELECT DISTINCT coalesce(m.sifat_pengamanan, r.klasifikasi_keamanan)
        FROM berkas_isi i LEFT JOIN mail m ON m.id = i.mail_id
          LEFT JOIN arsip r ON r.id = i.arsip_id
        WHERE i.berkas_id = x.id
      ) AS kelas
    FROM berkas x WHERE x.id = ANY(ids)
  ) a
  WHERE b.id = a.id AND (b.jumlah_isi, b.kelas_isi) IS DISTINCT FROM (a.jumlah, a.kelas);
END $$;--> statement-breakpoint
-- Records filed (every letter sent is filed): added to what the berkas holds, without reading
-- its other records. A concurrent filing's update of the row is waited for and added to (an
-- UPDATE computes its SET again on the row's newest version). Records taken out: counted again.
CREATE FUNCTION "berkas_isi_reaggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE berkas b SET jumlah_isi = b.jumlah_isi + n.jumlah,
      kelas_isi = array(SELECT DISTINCT k FROM unnest(b.kelas_isi || n.kelas) k)
    FROM (
      SELECT c.berkas_id, count(*)::int AS jumlah,
        array_agg(DISTINCT coalesce(m.sifat_pengamanan, r.klasifikasi_keamanan)) AS kelas
      FROM changed c LEFT JOIN mail m ON m.id = c.mail_id LEFT JOIN arsip r ON r.id = c.arsip_id
      GROUP BY c.berkas_id
    ) n
    WHERE b.id = n.berkas_id;
  ELSE
    PERFORM berkas_reaggregate(ARRAY(SELECT DISTINCT berkas_id FROM changed));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "berkas_isi_reaggregate_insert" AFTER INSERT ON "berkas_isi"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "berkas_isi_reaggregate"();--> statement-breakpoint
CREATE TRIGGER "berkas_isi_reaggregate_delete" AFTER DELETE ON "berkas_isi"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "berkas_isi_reaggregate"();--> statement-breakpoint
-- The application moves a record by deleting and filing it again; should a statement move it,
-- both berkas follow all the same.
CREATE FUNCTION "berkas_isi_reaggregate_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM berkas_reaggregate(ARRAY[OLD.berkas_id, NEW.berkas_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "berkas_isi_reaggregate_row" AFTER UPDATE OF "berkas_id", "mail_id", "arsip_id"
  ON "berkas_isi" FOR EACH ROW EXECUTE FUNCTION "berkas_isi_reaggregate_row"();--> statement-breakpoint
-- A filed letter whose security class changed.
CREATE FUNCTION "mail_berkas_reaggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM berkas_reaggregate(ARRAY(
    SELECT DISTINCT i.berkas_id FROM classed_new n JOIN classed_old o ON o.id = n.id
    JOIN berkas_isi i ON i.mail_id = n.id
    WHERE n.sifat_pengamanan IS DISTINCT FROM o.sifat_pengamanan));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_berkas_reaggregate" AFTER UPDATE ON "mail"
  REFERENCING OLD TABLE AS classed_old NEW TABLE AS classed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "mail_berkas_reaggregate"();--> statement-breakpoint
-- A filed archive item whose security class changed.
CREATE FUNCTION "arsip_berkas_reaggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM berkas_reaggregate(ARRAY(
    SELECT i.berkas_id FROM berkas_isi i WHERE i.arsip_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "arsip_berkas_reaggregate" AFTER UPDATE OF "klasifikasi_keamanan" ON "arsip"
  FOR EACH ROW WHEN (OLD.klasifikasi_keamanan IS DISTINCT FROM NEW.klasifikasi_keamanan)
  EXECUTE FUNCTION "arsip_berkas_reaggregate"();--> statement-breakpoint
SELECT berkas_reaggregate(ARRAY(SELECT id FROM berkas));
