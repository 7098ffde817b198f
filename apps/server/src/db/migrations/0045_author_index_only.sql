-- The letters a user wrote, in the order the workflow lists show them (newest first, then by
-- id), with what the lists ask of each letter beside them: Telusuri, Konsep, Terkirim and
-- Surat Batal read a page as the index's first entries, and count the month from the index
-- alone. Without the id a page read and sorted the author's whole month (111 letters of the
-- busiest author at 1,000,000 letters), and without the category and status each of them was
-- read from the table. The range stays the index's keys.
DROP INDEX "mail_author_idx";--> statement-breakpoint
CREATE INDEX "mail_author_idx" ON "mail" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kategori_surat","status_surat");
