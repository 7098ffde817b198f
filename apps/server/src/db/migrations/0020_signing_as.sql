ALTER TABLE "mail" ADD COLUMN "cara_tanda_tangan" text DEFAULT 'langsung' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail" ADD COLUMN "signer_lines" text[];