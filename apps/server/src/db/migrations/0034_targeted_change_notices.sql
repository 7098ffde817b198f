-- A change to a letter tells the instances whom it concerns, not only which table changed, so
-- that they drop the cached lists of those people and keep everybody else's
-- (plugins/data-version.ts). The payload is `table:key,key,…`, a key being `u<users.id>`,
-- `p<pegawai.id>` or `s<satuan_kerja.id>` (that work unit's secretariat). A notice without
-- keys (`table`) still concerns everyone: the master data, a TRUNCATE, or a change that
-- concerns more people than a notice holds.

-- Everyone a set of letters concerns, as the lists read them: the author, the sender, the
-- reviewers, every recipient row (any role), who disposed or forwarded it, and the
-- secretariats of the unit that wrote it and of the units it reached (letter-visibility.ts).
CREATE FUNCTION "letter_audience"(p_ids uuid[]) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k), '{}') FROM (
    SELECT 'u' || m.created_by FROM mail m WHERE m.id = ANY(p_ids)
    UNION ALL SELECT 'p' || m.pengirim_pegawai_id FROM mail m
      WHERE m.id = ANY(p_ids) AND m.pengirim_pegawai_id IS NOT NULL
    UNION ALL SELECT 's' || m.satuan_kerja_id FROM mail m WHERE m.id = ANY(p_ids)
    UNION ALL SELECT 'p' || r.pegawai_id FROM mail_reviewer r WHERE r.mail_id = ANY(p_ids)
    UNION ALL SELECT 'p' || c.pegawai_id FROM mail_recipient c WHERE c.mail_id = ANY(p_ids)
    UNION ALL SELECT 's' || g.satuan_kerja_id FROM mail_recipient c
      JOIN pegawai g ON g.id = c.pegawai_id WHERE c.mail_id = ANY(p_ids)
    UNION ALL SELECT 'u' || d.from_user_id FROM mail_disposition d WHERE d.mail_id = ANY(p_ids)
  ) a(k)
$$;--> statement-breakpoint

-- Sends the notice of a change to `p_table` that concerns `p_keys`. A notice holds at most
-- 8000 bytes: past that it goes without keys, to everyone.
CREATE FUNCTION "notify_audience"(p_table text, p_keys text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE payload text := p_table || ':' || array_to_string(p_keys, ',');
BEGIN
  IF octet_length(payload) > 7900 THEN payload := p_table; END IF;
  PERFORM pg_notify('lontar_data_changed', payload);
END $$;--> statement-breakpoint

-- A statement's changes to a table whose rows concern particular people, read from the
-- transition tables: `changed` (the new rows of an INSERT or UPDATE, the old ones of a DELETE)
-- and, for an UPDATE, `before` (the old rows: a reviewer or recipient replaced is told too).
-- Nothing is sent when the statement changed no row (marking a letter read again, on every
-- opening). Arguments:
--   1. the column holding the letter's id, or '' when a row concerns only the people it names;
--   2. the quiet columns: an UPDATE of only these (a read mark) concerns only the people the
--      rows name, not the letter's audience nor their units' secretariats;
--   3. then pairs of a column naming a person and its key prefix. Unless the change is quiet,
--      a `p` person also concerns the secretariat of their unit.
CREATE FUNCTION "notify_audience_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
  quiet text[] := TG_ARGV[1]::text[];
  loud boolean := true;
  keys text[] := '{}';
  n bigint;
  i int := 2;
BEGIN
  SELECT count(*) INTO n FROM changed;
  IF n = 0 THEN RETURN NULL; END IF;
  -- A statement of many rows (a migration, a load) concerns everyone: not worth reading whom.
  IF n > 1000 THEN
    PERFORM pg_notify('lontar_data_changed', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  SELECT jsonb_agg(to_jsonb(c)) INTO changes FROM changed c;
  IF TG_OP = 'UPDATE' THEN
    IF cardinality(quiet) > 0 THEN
      loud := EXISTS (SELECT to_jsonb(c) - quiet FROM changed c
        EXCEPT ALL SELECT to_jsonb(b) - quiet FROM before b);
    END IF;
    SELECT changes || coalesce(jsonb_agg(to_jsonb(b)), '[]') INTO changes FROM before b;
  END IF;
  WHILE i < TG_NARGS LOOP
    keys := keys || ARRAY(
      SELECT TG_ARGV[i + 1] || (r ->> TG_ARGV[i])
      FROM jsonb_array_elements(changes) r WHERE r ->> TG_ARGV[i] IS NOT NULL);
    IF loud AND TG_ARGV[i + 1] = 'p' THEN
      keys := keys || ARRAY(
        SELECT 's' || g.satuan_kerja_id FROM pegawai g
        WHERE g.id IN (SELECT (r ->> TG_ARGV[i])::int FROM jsonb_array_elements(changes) r));
    END IF;
    i := i + 2;
  END LOOP;
  IF loud AND TG_ARGV[0] <> '' THEN
    keys := keys || letter_audience(ARRAY(
      SELECT DISTINCT (r ->> TG_ARGV[0])::uuid FROM jsonb_array_elements(changes) r));
  END IF;
  PERFORM notify_audience(TG_TABLE_NAME, ARRAY(SELECT DISTINCT unnest(keys) ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint

-- The tables the cached lists read whose rows belong to letters or people: their row trigger
-- (0013) gives way to three statement triggers, one per event (a trigger with transition
-- tables has one). TRUNCATE keeps its own, a notice to everyone.
DO $$
DECLARE
  t record;
  op text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    -- The letter's own row: its author, sender and unit, and everyone it reached.
    ('mail', $a$'id', '{}', 'created_by', 'u', 'pengirim_pegawai_id', 'p', 'satuan_kerja_id', 's'$a$),
    -- The chain shows in everyone's lists (the reviewer at work); the reviewer's read mark
    -- only in the reviewer's.
    ('mail_reviewer', $a$'mail_id', '{read_at}', 'pegawai_id', 'p'$a$),
    -- A recipient row shows only in its person's lists (and, for the letters it brings, in
    -- their unit's secretariat's): read marks, dispositions done, removals.
    ('mail_recipient', $a$'', '{read_at,disposed_at,selesai_at,selesai_note,hidden_at}', 'pegawai_id', 'p'$a$),
    ('mail_disposition', $a$'mail_id', '{}', 'from_user_id', 'u', 'from_pegawai_id', 'p'$a$),
    ('mail_note', $a$'mail_id', '{}'$a$),
    ('mail_hidden', $a$'', '{}', 'user_id', 'u'$a$),
    ('notification', $a$'', '{}', 'user_id', 'u'$a$)
  ) AS v(tbl, args)
  LOOP
    EXECUTE format('DROP TRIGGER "data_changed" ON %I', t.tbl);
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT '
        'EXECUTE FUNCTION "notify_audience_changed"(%s)',
        'data_changed_' || lower(op), op, t.tbl,
        CASE op WHEN 'INSERT' THEN 'NEW TABLE AS changed'
          WHEN 'UPDATE' THEN 'OLD TABLE AS before NEW TABLE AS changed'
          ELSE 'OLD TABLE AS changed' END,
        t.args);
    END LOOP;
  END LOOP;
END $$;
