CREATE TABLE "partner_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"partner" text NOT NULL,
	"partner_order_id" text,
	"partner_store_id" text,
	"state" text DEFAULT 'new' NOT NULL,
	"last_error" text,
	"cancel_error" text,
	"shipments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claimed_until" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_orders_order_partner_idx" ON "partner_orders" USING btree ("order_id","partner");--> statement-breakpoint
CREATE INDEX "partner_orders_state_idx" ON "partner_orders" USING btree ("state");--> statement-breakpoint
CREATE INDEX "partner_orders_partner_order_idx" ON "partner_orders" USING btree ("partner","partner_order_id");