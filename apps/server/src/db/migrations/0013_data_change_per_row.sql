-- Change notices per changed row instead of per statement: a statement that matches no row
-- (marking an already read letter read, on every opening) no longer tells every instance to
-- drop its cached lists. PostgreSQL sends one notice per table and transaction however many
-- rows notify (identical payloads are folded). TRUNCATE has no rows: it keeps a statement
-- trigger. Bulk loads run as replica (bulk.ts), which fires neither.
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'data_changed'
  LOOP
    EXECUTE format('DROP TRIGGER "data_changed" ON %I', t);
    EXECUTE format(
      'CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION "notify_data_changed"()', t);
    EXECUTE format(
      'CREATE TRIGGER "data_truncated" AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"()', t);
  END LOOP;
END $$;
