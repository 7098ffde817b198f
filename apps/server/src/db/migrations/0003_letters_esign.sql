CREATE TABLE "esign_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "esign_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"satuan_kerja_id" integer,
	"mail_id" uuid,
	"signed_document_id" uuid,
	"ip" text,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail" (
	"id" uuid PRIMARY KEY NOT NULL,
	"satuan_kerja_id" integer NOT NULL,
	"kategori_surat" text DEFAULT 'internal' NOT NULL,
	"bentuk_surat" text DEFAULT 'text-editor' NOT NULL,
	"status_surat" text DEFAULT 'draft' NOT NULL,
	"created_by" integer NOT NULL,
	"pengirim_pegawai_id" integer,
	"jenis_naskah_id" integer,
	"klasifikasi_id" integer,
	"kegiatan_id" integer,
	"perihal" text DEFAULT '' NOT NULL,
	"lampiran_jumlah" integer DEFAULT 0 NOT NULL,
	"lampiran_satuan" text DEFAULT 'Lembar' NOT NULL,
	"sifat_pengamanan" text DEFAULT 'Biasa' NOT NULL,
	"sifat_penyampaian" text DEFAULT 'Biasa' NOT NULL,
	"isi_surat" text DEFAULT '' NOT NULL,
	"no_surat" text,
	"nomor_urut" integer,
	"tahun" integer,
	"tanggal_surat" date,
	"dari" text,
	"tanggal_terima" date,
	"resi" text,
	"type_tanda_tangan" text DEFAULT 'digital' NOT NULL,
	"penerima" jsonb DEFAULT '{"user":[],"plt":[],"user_eksternal":[]}'::jsonb NOT NULL,
	"tembusan" jsonb DEFAULT '{"user":[],"plt":[],"user_eksternal":[]}'::jsonb NOT NULL,
	"order_now" integer DEFAULT 0 NOT NULL,
	"info_jadwal" jsonb,
	"original_file_id" uuid,
	"specimen_id" uuid,
	"signed_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_resi_unique" UNIQUE("resi")
);
--> statement-breakpoint
CREATE TABLE "mail_recipient" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_recipient_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mail_id" uuid NOT NULL,
	"pegawai_id" integer NOT NULL,
	"role" text NOT NULL,
	"is_plt" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"disposed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_reviewer" (
	"mail_id" uuid NOT NULL,
	"urutan" integer NOT NULL,
	"pegawai_id" integer NOT NULL,
	"acted_at" timestamp with time zone,
	CONSTRAINT "mail_reviewer_mail_id_urutan_pk" PRIMARY KEY("mail_id","urutan")
);
--> statement-breakpoint
CREATE TABLE "pengaturan" (
	"kunci" text PRIMARY KEY NOT NULL,
	"nilai" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_specimen" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_document" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mail_id" uuid,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"signer_user_id" integer NOT NULL,
	"signer_nama" text NOT NULL,
	"signer_nip" text,
	"signer_jabatan" text NOT NULL,
	"no_surat" text,
	"perihal" text NOT NULL,
	"tanggal_surat" date,
	"certificate_serial" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_key" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"p12" "bytea" NOT NULL,
	"certificate_pem" text NOT NULL,
	"serial" text NOT NULL,
	"subject" text NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kop_surat" ADD COLUMN "ukuran_kertas" text DEFAULT 'A4' NOT NULL;--> statement-breakpoint
ALTER TABLE "esign_log" ADD CONSTRAINT "esign_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_satuan_kerja_id_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_pengirim_pegawai_id_pegawai_id_fk" FOREIGN KEY ("pengirim_pegawai_id") REFERENCES "public"."pegawai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_jenis_naskah_id_jenis_naskah_id_fk" FOREIGN KEY ("jenis_naskah_id") REFERENCES "public"."jenis_naskah"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_klasifikasi_id_klasifikasi_id_fk" FOREIGN KEY ("klasifikasi_id") REFERENCES "public"."klasifikasi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_kegiatan_id_kegiatan_id_fk" FOREIGN KEY ("kegiatan_id") REFERENCES "public"."kegiatan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail" ADD CONSTRAINT "mail_original_file_id_stored_file_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipient" ADD CONSTRAINT "mail_recipient_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipient" ADD CONSTRAINT "mail_recipient_pegawai_id_pegawai_id_fk" FOREIGN KEY ("pegawai_id") REFERENCES "public"."pegawai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_reviewer" ADD CONSTRAINT "mail_reviewer_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_reviewer" ADD CONSTRAINT "mail_reviewer_pegawai_id_pegawai_id_fk" FOREIGN KEY ("pegawai_id") REFERENCES "public"."pegawai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_specimen" ADD CONSTRAINT "signature_specimen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_specimen" ADD CONSTRAINT "signature_specimen_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_document" ADD CONSTRAINT "signed_document_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_document" ADD CONSTRAINT "signed_document_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_document" ADD CONSTRAINT "signed_document_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_key" ADD CONSTRAINT "signing_key_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esign_log_time_idx" ON "esign_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "esign_log_satker_idx" ON "esign_log" USING btree ("satuan_kerja_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_author_idx" ON "mail" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_satker_idx" ON "mail" USING btree ("satuan_kerja_id","kategori_surat","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_no_surat_uq" ON "mail" USING btree ("no_surat") WHERE kategori_surat = 'internal' and no_surat is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_nomor_urut_uq" ON "mail" USING btree ("satuan_kerja_id","tahun","nomor_urut") WHERE nomor_urut is not null;--> statement-breakpoint
CREATE INDEX "mail_recipient_inbox_idx" ON "mail_recipient" USING btree ("pegawai_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_recipient_mail_idx" ON "mail_recipient" USING btree ("mail_id","pegawai_id");--> statement-breakpoint
CREATE INDEX "mail_reviewer_pegawai_idx" ON "mail_reviewer" USING btree ("pegawai_id","mail_id");--> statement-breakpoint
CREATE INDEX "signature_specimen_user_idx" ON "signature_specimen" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signed_document_sha_idx" ON "signed_document" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "signed_document_mail_idx" ON "signed_document" USING btree ("mail_id");