ALTER TABLE "refunds" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Decision 051: the provider's payment id lives only on the payments rows. An order still waiting
-- on a started payment (a PaymentIntent) keeps it as a pending row before the order column goes.
INSERT INTO "payments" ("order_id", "amount", "currency", "provider", "provider_reference", "state")
SELECT o."id", o."total_amount", o."currency", coalesce(o."payment_provider", 'unknown'), o."payment_reference", 'pending'
FROM "orders" o
WHERE o."payment_reference" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id" AND p."provider_reference" = o."payment_reference");
--> statement-breakpoint
-- One row per provider payment: a PaymentIntent that failed and then succeeded keeps its best state.
DELETE FROM "payments" p USING "payments" q
WHERE p."provider" = q."provider" AND p."provider_reference" = q."provider_reference" AND p."id" <> q."id"
  AND (CASE q."state" WHEN 'succeeded' THEN 2 WHEN 'failed' THEN 1 ELSE 0 END, p."created_at", p."id")
    > (CASE p."state" WHEN 'succeeded' THEN 2 WHEN 'failed' THEN 1 ELSE 0 END, q."created_at", q."id");
