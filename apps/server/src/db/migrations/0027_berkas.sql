CREATE TABLE "berkas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"satuan_kerja_id" integer NOT NULL,
	"klasifikasi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"nomor_berkas" integer NOT NULL,
	"judul" text NOT NULL,
	"kurun_waktu_mulai" date NOT NULL,
	"kurun_waktu_selesai" date,
	"catatan" text DEFAULT '' NOT NULL,
	"ditutup_pada" date,
	"nasib" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "berkas_nomor_uq" UNIQUE("satuan_kerja_id","tahun","nomor_berkas")
);
--> statement-breakpoint
CREATE TABLE "berkas_isi" (
	"id" uuid PRIMARY KEY NOT NULL,
	"berkas_id" uuid NOT NULL,
	"mail_id" uuid,
	"arsip_id" uuid,
	"urutan" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "berkas" ADD CONSTRAINT "berkas_satuan_kerja_id_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas" ADD CONSTRAINT "berkas_klasifikasi_id_klasifikasi_id_fk" FOREIGN KEY ("klasifikasi_id") REFERENCES "public"."klasifikasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas_isi" ADD CONSTRAINT "berkas_isi_berkas_id_berkas_id_fk" FOREIGN KEY ("berkas_id") REFERENCES "public"."berkas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas_isi" ADD CONSTRAINT "berkas_isi_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berkas_isi" ADD CONSTRAINT "berkas_isi_arsip_id_arsip_id_fk" FOREIGN KEY ("arsip_id") REFERENCES "public"."arsip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "berkas_open_idx" ON "berkas" USING btree ("satuan_kerja_id","klasifikasi_id","tahun") WHERE ditutup_pada is null;--> statement-breakpoint
CREATE INDEX "berkas_isi_berkas_idx" ON "berkas_isi" USING btree ("berkas_id","urutan");--> statement-breakpoint
CREATE UNIQUE INDEX "berkas_isi_mail_uq" ON "berkas_isi" USING btree ("mail_id") WHERE mail_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "berkas_isi_arsip_uq" ON "berkas_isi" USING btree ("arsip_id") WHERE arsip_id is not null;--> statement-breakpoint
-- The Pemberkasan menu under Arsip for administrators and secretariats of databases seeded
-- before it (a fresh database gets it from the menu seed).
INSERT INTO "menu" ("parent_id", "name", "icon", "link", "component", "route_include", "sort_order", "default_levels")
SELECT p."id", 'Pemberkasan', 'FolderOpenOutlined', '/arsip/pemberkasan', 'Pemberkasan', '{"/arsip/pemberkasan/:id"}',
  coalesce((SELECT max(c."sort_order") FROM "menu" c WHERE c."parent_id" = p."id"), 0) + 1, '{1,8}'
FROM "menu" p
WHERE p."name" = 'Arsip' AND p."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."link" = '/arsip/pemberkasan');--> statement-breakpoint
INSERT INTO "user_menu" ("user_id", "menu_id")
SELECT u."id", m."id" FROM "users" u JOIN "menu" m ON m."link" = '/arsip/pemberkasan'
WHERE u."user_level" IN (1, 8)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Cached answers read the berkas: their changes are noticed like every table's (0012, 0013).
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE ON "berkas"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_truncated" AFTER TRUNCATE ON "berkas"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE ON "berkas_isi"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_truncated" AFTER TRUNCATE ON "berkas_isi"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
