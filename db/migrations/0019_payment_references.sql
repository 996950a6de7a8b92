CREATE UNIQUE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_reference";