CREATE TABLE "drop_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"drop_id" uuid NOT NULL,
	"product_id" uuid,
	"product_handle" text NOT NULL,
	"edition_size" integer,
	"per_customer_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_products_edition_check" CHECK ("drop_products"."edition_size" is null or "drop_products"."edition_size" > 0),
	CONSTRAINT "drop_products_limit_check" CHECK ("drop_products"."per_customer_limit" is null or "drop_products"."per_customer_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "drop_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"drop_id" uuid,
	"variant_id" uuid,
	"email" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "drop_subscriptions_target_check" CHECK (("drop_subscriptions"."drop_id" is null) <> ("drop_subscriptions"."variant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"hero_image" text,
	"launch_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"after_end" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drops_slug_unique" UNIQUE("slug"),
	CONSTRAINT "drops_after_end_check" CHECK ("drops"."after_end" in ('remove', 'normal')),
	CONSTRAINT "drops_end_after_launch_check" CHECK ("drops"."ends_at" is null or "drops"."ends_at" > "drops"."launch_at")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "drop_id" uuid;--> statement-breakpoint
ALTER TABLE "drop_products" ADD CONSTRAINT "drop_products_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_products" ADD CONSTRAINT "drop_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_subscriptions" ADD CONSTRAINT "drop_subscriptions_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_subscriptions" ADD CONSTRAINT "drop_subscriptions_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drop_products_drop_handle_idx" ON "drop_products" USING btree ("drop_id","product_handle");--> statement-breakpoint
CREATE INDEX "drop_products_product_idx" ON "drop_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "drop_products_handle_idx" ON "drop_products" USING btree ("product_handle");--> statement-breakpoint
CREATE UNIQUE INDEX "drop_subscriptions_drop_email_idx" ON "drop_subscriptions" USING btree ("drop_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "drop_subscriptions_variant_email_idx" ON "drop_subscriptions" USING btree ("variant_id","email");--> statement-breakpoint
CREATE INDEX "drops_launch_idx" ON "drops" USING btree ("launch_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_drop_idx" ON "order_items" USING btree ("drop_id");