CREATE TABLE "job_effects" (
	"job_id" uuid NOT NULL,
	"effect" text NOT NULL,
	"handed_over_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_effects_job_id_effect_pk" PRIMARY KEY("job_id","effect")
);
--> statement-breakpoint
ALTER TABLE "job_effects" ADD CONSTRAINT "job_effects_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;