CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"actor" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
-- Data first (decision 036): every status column made valid before its CHECK, then the money records.
UPDATE "orders" SET "status" = 'pending' WHERE "status" NOT IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'unpaid' WHERE "payment_status" NOT IN ('unpaid', 'paid', 'failed', 'refunded');--> statement-breakpoint
UPDATE "orders" SET "source" = 'native' WHERE "source" NOT IN ('native', 'shopify');--> statement-breakpoint
UPDATE "order_events" SET "type" = 'note' WHERE "type" NOT IN ('placed', 'paid', 'payment_failed', 'status_changed', 'cancelled_by_customer', 'refund_requested', 'refunded', 'expired', 'note', 'fulfilment');--> statement-breakpoint
UPDATE "order_events" SET "from_status" = NULL WHERE "from_status" NOT IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
UPDATE "order_events" SET "to_status" = NULL WHERE "to_status" NOT IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
UPDATE "jobs" SET "status" = 'failed' WHERE "status" NOT IN ('queued', 'running', 'done', 'failed');--> statement-breakpoint
UPDATE "sync_runs" SET "status" = 'failed' WHERE "status" NOT IN ('queued', 'running', 'done', 'failed');--> statement-breakpoint
UPDATE "sync_runs" SET "kind" = 'products' WHERE "kind" NOT IN ('products', 'inventory');--> statement-breakpoint
UPDATE "partner_orders" SET "state" = 'failed' WHERE "state" NOT IN ('new', 'draft', 'accepted', 'in_production', 'shipped', 'delivered', 'failed', 'cancelled', 'manual');--> statement-breakpoint
UPDATE "shopify_orders" SET "shopify_status" = 'pending' WHERE "shopify_status" NOT IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
-- A paid (or since refunded) order gets the payment that paid it, dated by its 'paid' event.
INSERT INTO "payments" ("order_id", "amount", "currency", "provider", "provider_reference", "state", "created_at", "updated_at")
SELECT o."id", o."total_amount", o."currency", coalesce(o."payment_provider", 'unknown'), o."payment_reference", 'succeeded',
  coalesce((SELECT min(e."created_at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."type" = 'paid'), o."updated_at"),
  o."updated_at"
FROM "orders" o WHERE o."payment_status" IN ('paid', 'refunded');--> statement-breakpoint
-- A refunded order gets its refund, with the provider's reference and the admin from its 'refunded' event.
INSERT INTO "refunds" ("order_id", "amount", "currency", "provider", "provider_reference", "state", "actor", "refunded_at", "created_at", "updated_at")
SELECT o."id", o."total_amount", o."currency", coalesce(e."data"->>'provider', o."payment_provider", 'unknown'), e."data"->>'reference', 'succeeded',
  e."actor", coalesce(e."created_at", o."updated_at"), coalesce(e."created_at", o."updated_at"), o."updated_at"
FROM "orders" o
LEFT JOIN LATERAL (SELECT * FROM "order_events" x WHERE x."order_id" = o."id" AND x."type" = 'refunded' ORDER BY x."created_at" DESC LIMIT 1) e ON true
WHERE o."payment_status" = 'refunded';--> statement-breakpoint
-- A paid order with a refund job not done yet: its refund is pending (or failed, when the job gave up).
INSERT INTO "refunds" ("order_id", "amount", "currency", "provider", "state", "last_error", "created_at", "updated_at")
SELECT o."id", o."total_amount", o."currency", coalesce(o."payment_provider", 'unknown'),
  CASE WHEN j."status" = 'failed' THEN 'failed' ELSE 'pending' END, j."last_error", j."created_at", j."updated_at"
FROM "orders" o
JOIN LATERAL (SELECT * FROM "jobs" x WHERE x."type" = 'refund-payment' AND x."payload"->>'orderId' = o."id"::text ORDER BY x."created_at" DESC LIMIT 1) j ON true
WHERE o."payment_status" = 'paid' AND j."status" <> 'done';--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_check" CHECK ("order_events"."type" in ('placed', 'paid', 'payment_failed', 'status_changed', 'cancelled_by_customer', 'refund_requested', 'refunded', 'expired', 'note', 'fulfilment'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_from_status_check" CHECK ("order_events"."from_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_to_status_check" CHECK ("order_events"."to_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('native', 'shopify'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'));--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_status_check" CHECK ("sync_runs"."status" in ('queued', 'running', 'done', 'failed'));--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_kind_check" CHECK ("sync_runs"."kind" in ('products', 'inventory'));--> statement-breakpoint
ALTER TABLE "partner_orders" ADD CONSTRAINT "partner_orders_state_check" CHECK ("partner_orders"."state" in ('new', 'draft', 'accepted', 'in_production', 'shipped', 'delivered', 'failed', 'cancelled', 'manual'));--> statement-breakpoint
ALTER TABLE "shopify_orders" ADD CONSTRAINT "shopify_orders_status_check" CHECK ("shopify_orders"."shopify_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));