ALTER TABLE "mail_reviewer" ADD COLUMN "mail_created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_reviewer" r SET "mail_created_at" = m."created_at" FROM "mail" m WHERE m."id" = r."mail_id";--> statement-breakpoint
CREATE FUNCTION "mail_reviewer_copy_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk load that already knows the time gives it; the application never does.
  IF NEW."mail_created_at" IS NULL OR TG_OP = 'UPDATE' THEN
    NEW."mail_created_at" := (SELECT m."created_at" FROM "mail" m WHERE m."id" = NEW."mail_id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "mail_reviewer_created_at" BEFORE INSERT OR UPDATE OF "mail_id" ON "mail_reviewer"
  FOR EACH ROW EXECUTE FUNCTION "mail_reviewer_copy_created_at"();--> statement-breakpoint
CREATE INDEX "mail_reviewer_pegawai_time_idx" ON "mail_reviewer" USING btree ("pegawai_id","mail_created_at");
