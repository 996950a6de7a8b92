CREATE TABLE "connections" (
	"name" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"last_four" text NOT NULL,
	"label" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
