-- Every committed change to the data tells the instances which table changed, so that they
-- can drop what they cached from it (plugins/data-version.ts). A notice sent in a transaction
-- is delivered at its commit and identical ones are folded: one per table per transaction,
-- heard exactly when the change becomes visible.
CREATE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lontar_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Left out: append-only logs and queues that churn and that no cached answer reads.
-- A table added later needs its own trigger (data-version.test.ts checks every table).
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public'
    AND tablename NOT IN ('audit_log', 'outbox_push', 'outbox_email', 'captcha_used', 'login_attempt')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"()', t);
  END LOOP;
END $$;
