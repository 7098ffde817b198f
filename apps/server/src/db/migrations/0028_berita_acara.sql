CREATE TABLE "berita_acara" (
	"id" uuid PRIMARY KEY NOT NULL,
	"satuan_kerja_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"ke_unit_id" integer,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"penandatangan_pegawai_id" integer NOT NULL,
	"berkas_ids" uuid[] NOT NULL,
	"konfirmasi_rahasia" boolean DEFAULT false NOT NULL,
	"tahun" integer,
	"nomor_urut" integer,
	"nomor" text,
	"signed_document_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "berita_acara_nomor_uq" UNIQUE("satuan_kerja_id","jenis","tahun","nomor_urut")
);
--> statement-breakpoint
ALTER TABLE "berkas" ADD COLUMN "berita_acara_id" uuid;--> statement-breakpoint
ALTER TABLE "berita_acara" ADD CONSTRAINT "berita_acara_satuan_kerja_id_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berita_acara" ADD CONSTRAINT "berita_acara_ke_unit_id_satuan_kerja_id_fk" FOREIGN KEY ("ke_unit_id") REFERENCES "public"."satuan_kerja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "berita_acara" ADD CONSTRAINT "berita_acara_penandatangan_pegawai_id_pegawai_id_fk" FOREIGN KEY ("penandatangan_pegawai_id") REFERENCES "public"."pegawai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "berita_acara_unit_idx" ON "berita_acara" USING btree ("satuan_kerja_id","created_at");--> statement-breakpoint
-- The archivist's screens of the records' later life under Arsip, for administrators and
-- secretariats of databases seeded before them (a fresh database gets them from the seed).
INSERT INTO "menu" ("parent_id", "name", "icon", "link", "component", "route_include", "sort_order", "default_levels")
SELECT p."id", v."name", v."icon", v."link", v."component", v."route_include"::text[],
  coalesce((SELECT max(c."sort_order") FROM "menu" c WHERE c."parent_id" = p."id"), 0) + v."n", '{1,8}'
FROM "menu" p
CROSS JOIN (VALUES
  (1, 'Arsip Inaktif', 'InboxOutlined', '/arsip/arsip-inaktif', 'ArsipInaktif', '{}'),
  (2, 'Usul Musnah', 'StopOutlined', '/arsip/usul-musnah', 'UsulMusnah', '{}'),
  (3, 'Berita Acara', 'AuditOutlined', '/arsip/berita-acara', 'BeritaAcara', '{}')
) AS v("n", "name", "icon", "link", "component", "route_include")
WHERE p."name" = 'Arsip' AND p."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."link" = v."link");--> statement-breakpoint
INSERT INTO "user_menu" ("user_id", "menu_id")
SELECT u."id", m."id" FROM "users" u
JOIN "menu" m ON m."link" IN ('/arsip/arsip-inaktif', '/arsip/usul-musnah', '/arsip/berita-acara')
WHERE u."user_level" IN (1, 8)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE ON "berita_acara"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_truncated" AFTER TRUNCATE ON "berita_acara"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
