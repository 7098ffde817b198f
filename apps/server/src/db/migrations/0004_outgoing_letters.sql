CREATE TABLE "mail_attachment" (
	"mail_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"urutan" integer NOT NULL,
	CONSTRAINT "mail_attachment_mail_id_file_id_pk" PRIMARY KEY("mail_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "mail_hidden" (
	"mail_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_hidden_user_id_mail_id_pk" PRIMARY KEY("user_id","mail_id")
);
--> statement-breakpoint
CREATE TABLE "mail_note" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mail_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"pegawai_id" integer,
	"action" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_reference" (
	"mail_id" uuid NOT NULL,
	"ref_mail_id" uuid NOT NULL,
	CONSTRAINT "mail_reference_mail_id_ref_mail_id_pk" PRIMARY KEY("mail_id","ref_mail_id")
);
--> statement-breakpoint
CREATE TABLE "nomor_counter" (
	"satuan_kerja_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "nomor_counter_satuan_kerja_id_tahun_pk" PRIMARY KEY("satuan_kerja_id","tahun")
);
--> statement-breakpoint
CREATE TABLE "outbox_email" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mail_id" uuid,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "pengirim_jabatan_id" integer;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "enable_ds" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "nomor_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_reviewer" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_attachment" ADD CONSTRAINT "mail_attachment_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachment" ADD CONSTRAINT "mail_attachment_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_hidden" ADD CONSTRAINT "mail_hidden_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_hidden" ADD CONSTRAINT "mail_hidden_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_note" ADD CONSTRAINT "mail_note_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_note" ADD CONSTRAINT "mail_note_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_note" ADD CONSTRAINT "mail_note_pegawai_id_pegawai_id_fk" FOREIGN KEY ("pegawai_id") REFERENCES "public"."pegawai"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_reference" ADD CONSTRAINT "mail_reference_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_reference" ADD CONSTRAINT "mail_reference_ref_mail_id_mail_id_fk" FOREIGN KEY ("ref_mail_id") REFERENCES "public"."mail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomor_counter" ADD CONSTRAINT "nomor_counter_satuan_kerja_id_satuan_kerja_id_fk" FOREIGN KEY ("satuan_kerja_id") REFERENCES "public"."satuan_kerja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_email" ADD CONSTRAINT "outbox_email_mail_id_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_email" ADD CONSTRAINT "outbox_email_attachment_file_id_stored_file_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachment_file_idx" ON "mail_attachment" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "mail_note_mail_idx" ON "mail_note" USING btree ("mail_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_email_pending_idx" ON "outbox_email" USING btree ("sent_at","created_at");--> statement-breakpoint
CREATE INDEX "mail_perihal_search_idx" ON "mail" USING gin (perihal gin_trgm_ops);