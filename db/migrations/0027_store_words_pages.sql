ALTER TABLE "store_settings" ADD COLUMN "words" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "pages" jsonb DEFAULT '{}'::jsonb NOT NULL;