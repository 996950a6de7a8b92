-- One column for the variant's id at its product's partner, whoever the partner is (decision 037).
ALTER TABLE "product_variants" ADD COLUMN "partner_variant_id" text;--> statement-breakpoint
-- Data: a product has one source, so at most one of the two old columns is set on its variants.
UPDATE "product_variants" SET "partner_variant_id" = coalesce("printful_variant_id", "printify_variant_id");--> statement-breakpoint
ALTER TABLE "product_variants" DROP COLUMN "printful_variant_id";--> statement-breakpoint
ALTER TABLE "product_variants" DROP COLUMN "printify_variant_id";
