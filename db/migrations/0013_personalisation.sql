CREATE TABLE "personalisation_prints" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"png" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approval" text DEFAULT 'not_needed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personalisation_prints_token_unique" UNIQUE("token"),
	CONSTRAINT "personalisation_prints_approval_check" CHECK ("personalisation_prints"."approval" in ('not_needed', 'held', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "personalisation_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_personalisation" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_image" boolean DEFAULT false NOT NULL,
	"placement" text DEFAULT 'front' NOT NULL,
	"print_area" jsonb NOT NULL,
	"color_print_areas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"print_width" integer NOT NULL,
	"print_height" integer NOT NULL,
	"dpi" integer DEFAULT 150 NOT NULL,
	"surcharge" numeric(10, 2) DEFAULT 0 NOT NULL,
	"hold_for_approval" boolean DEFAULT false NOT NULL,
	"banned_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "personalisation_prints" ADD CONSTRAINT "personalisation_prints_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalisation_uploads" ADD CONSTRAINT "personalisation_uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_personalisation" ADD CONSTRAINT "product_personalisation_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;