-- Custom migration: gives every order that existed before order_events its history as rows.
-- This one-time backfill is the only place the notes text is parsed; from here on the notes are written from the events.
INSERT INTO "order_events" ("order_id", "type", "to_status", "actor", "created_at")
SELECT "id", 'placed', 'pending', "user_id", "created_at" FROM "orders";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "actor", "reason", "created_at")
SELECT o."id", 'refund_requested', o."user_id", m[2], m[1]::timestamptz
FROM "orders" o, regexp_matches(coalesce(o."notes", ''), '^Refund requested on (\S+): (.*)$', 'gn') AS m;
