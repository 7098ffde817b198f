CREATE TABLE "captcha_used" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_used_expires_idx" ON "captcha_used" USING btree ("expires_at");