ALTER TABLE "jobs" ADD COLUMN "every_ms" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_recurring_type_idx" ON "jobs" USING btree ("type") WHERE "jobs"."every_ms" is not null;