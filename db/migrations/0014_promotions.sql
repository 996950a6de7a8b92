CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off" numeric(10, 2),
	"min_subtotal" numeric(10, 2),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "promotions_value_check" CHECK (("promotions"."kind" = 'percent' and "promotions"."percent_off" between 1 and 100) or ("promotions"."kind" = 'fixed' and "promotions"."amount_off" > 0) or "promotions"."kind" = 'free_shipping'),
	CONSTRAINT "promotions_usage_limit_check" CHECK ("promotions"."usage_limit" is null or "promotions"."usage_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_estimate" text;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_lower_idx" ON "promotions" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promotion_user_idx" ON "orders" USING btree ("promotion_id","user_id");--> statement-breakpoint
-- The spec's "Free shipping over $50": an automatic promotion, off until the owner switches it on.
INSERT INTO "promotions" ("id", "code", "name", "kind", "min_subtotal", "active") VALUES ('00000000-0000-4000-8000-000000000050', NULL, 'Free shipping over $50', 'free_shipping', 50.00, false);
