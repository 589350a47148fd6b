CREATE TABLE "retired_plan_days" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"reading_details" jsonb NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_days" ADD COLUMN "read_changed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "retired_plan_days" ADD CONSTRAINT "retired_plan_days_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_plan_days_plan_idx" ON "retired_plan_days" USING btree ("plan_id");