CREATE TABLE "agenda_counter" (
	"satuan_kerja_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "agenda_counter_satuan_kerja_id_tahun_pk" PRIMARY KEY("satuan_kerja_id","tahun")
);
--> statement-breakpoint
CREATE TABLE "mail_disposition" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_disposition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mail_id" uuid NOT NULL,
	"from_user_id" integer NOT NULL,
	"from_pegawai_id" integer NOT NULL,
	"is_disposisi" boolean NOT NULL,
	"instructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"batas_waktu" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "tahun_agenda" integer;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "nomor_agenda" integer;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "data_pengirim" jsonb;--> statement-breakpoint
ALTER TABLE "mail_recipient" ADD COLUMN "disposition_id" bigint;--> statement-breakpoint
ALTER TABLE "mail_recipient" ADD COLUMN "selesai_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_recipient" ADD COLUMN "selesai_note" text;--> statement-breakpoint
ALTER TABLE "agenda_counter" ADD CONSTRAINT "agenda_counter_satuan_kerja_id_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_disposition" ADD CONSTRAINT "mail_disposition_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_disposition" ADD CONSTRAINT "mail_disposition_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_disposition" ADD CONSTRAINT "mail_disposition_from_pegawai_id_pegawai_id_fk" FOREIGN KEY ("from_pegawai_id") REFERENCES "public"."pegawai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_disposition_mail_idx" ON "mail_disposition" USING btree ("mail_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_agenda_uq" ON "mail" USING btree ("satuan_kerja_id","tahun_agenda","nomor_agenda") WHERE nomor_agenda is not null;