-- A notification of kategori arsip asks the head of a unit to sign a Berita Acara and leads to it.
ALTER TABLE "notification" ADD COLUMN "berita_acara_id" uuid;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_berita_acara_id_berita_acara_id_fk" FOREIGN KEY ("berita_acara_id") REFERENCES "public"."berita_acara"("id") ON DELETE cascade ON UPDATE no action;