ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- The canonical form of an entry: a JSON array of its fields as text, hashed with SHA-256.
-- verifyAuditChain (src/modules/audit/audit-chain.ts) rebuilds the same text from the stored fields.
CREATE FUNCTION "audit_log_hash"(
  p_seq bigint, p_at timestamptz, p_user_id integer, p_username text, p_action text,
  p_target_type text, p_target_id text, p_detail jsonb, p_ip text, p_user_agent text,
  p_prev_hash text
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(json_build_array(
    p_seq::text,
    to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    p_user_id::text, p_username, p_action, p_target_type, p_target_id, p_detail::text,
    p_ip, p_user_agent, p_prev_hash
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Existing entries join the chain in id order.
DO $$
DECLARE
  r record;
  prev text := repeat('0', 64);
  n bigint := 0;
  who text;
BEGIN
  FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    n := n + 1;
    who := coalesce(
      (SELECT u."username" FROM "users" u WHERE u."id" = r."user_id"),
      r."detail"->>'username'
    );
    UPDATE "audit_log" a SET
      "seq" = n,
      "username" = who,
      "target_type" = CASE
        WHEN r."action" LIKE 'user\_%' OR r."action" IN ('menus_changed', 'password_reset') THEN 'user'
        WHEN r."action" = 'pegawai_deleted' THEN 'pegawai'
        WHEN r."action" IN ('letter_signed', 'mail_updated') THEN 'surat'
      END,
      "target_id" = coalesce(r."detail"->>'user_id', r."detail"->>'mailId', r."detail"->>'id'),
      "prev_hash" = prev
    WHERE a."id" = r."id";
    UPDATE "audit_log" a SET "hash" = "audit_log_hash"(a."seq", a."created_at", a."user_id",
      a."username", a."action", a."target_type", a."target_id", a."detail", a."ip",
      a."user_agent", a."prev_hash")
    WHERE a."id" = r."id"
    RETURNING a."hash" INTO prev;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_uq" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","seq");--> statement-breakpoint
-- Appends are serialised (across connections and server instances) by a transaction-scoped
-- advisory lock taken before the last hash is read; it is held until the writer commits.
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last record;
BEGIN
  PERFORM pg_advisory_xact_lock(7406001);
  SELECT "seq", "hash" INTO last FROM "audit_log" ORDER BY "seq" DESC LIMIT 1;
  NEW."seq" := coalesce(last."seq", 0) + 1;
  NEW."prev_hash" := coalesce(last."hash", repeat('0', 64));
  IF NEW."username" IS NULL AND NEW."user_id" IS NOT NULL THEN
    SELECT u."username" INTO NEW."username" FROM "users" u WHERE u."id" = NEW."user_id";
  END IF;
  NEW."hash" := "audit_log_hash"(NEW."seq", NEW."created_at", NEW."user_id", NEW."username",
    NEW."action", NEW."target_type", NEW."target_id", NEW."detail", NEW."ip",
    NEW."user_agent", NEW."prev_hash");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
-- The administrators' Log Audit screen, on a database seeded before this migration
-- (a fresh database gets it from the menu seed).
INSERT INTO "menu" ("parent_id", "name", "icon", "link", "component", "route_include", "sort_order", "default_levels")
SELECT p."id", 'Log Audit', 'FileSearchOutlined', '/manajemen-master/log-audit', 'LogAudit', '{}',
  coalesce((SELECT max(c."sort_order") FROM "menu" c WHERE c."parent_id" = p."id"), 0) + 1, '{1}'
FROM "menu" p
WHERE p."name" = 'Manajemen Master' AND p."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."link" = '/manajemen-master/log-audit');--> statement-breakpoint
INSERT INTO "user_menu" ("user_id", "menu_id")
SELECT u."id", m."id" FROM "users" u JOIN "menu" m ON m."link" = '/manajemen-master/log-audit'
WHERE u."user_level" = 1
ON CONFLICT DO NOTHING;
