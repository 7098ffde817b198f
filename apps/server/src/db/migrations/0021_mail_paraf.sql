CREATE TABLE "mail_paraf" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_paraf_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mail_id" uuid NOT NULL,
	"note_id" bigint NOT NULL,
	"urutan" integer NOT NULL,
	"pegawai_id" integer NOT NULL,
	"action" text NOT NULL,
	"nama" text NOT NULL,
	"jabatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_paraf" ADD CONSTRAINT "mail_paraf_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_paraf" ADD CONSTRAINT "mail_paraf_note_id_mail_note_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."mail_note"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_paraf" ADD CONSTRAINT "mail_paraf_pegawai_id_pegawai_id_fk" FOREIGN KEY ("pegawai_id") REFERENCES "public"."pegawai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_paraf_mail_idx" ON "mail_paraf" USING btree ("mail_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_paraf_note_uq" ON "mail_paraf" USING btree ("note_id");--> statement-breakpoint
-- Cached answers (the letter detail) read the paraf: their changes are noticed like every table's (0012, 0013).
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE ON "mail_paraf"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_truncated" AFTER TRUNCATE ON "mail_paraf"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
