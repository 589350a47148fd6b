CREATE TABLE "member_encouragements" (
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"day" date NOT NULL,
	"is_mailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_encouragements_sender_id_recipient_id_day_pk" PRIMARY KEY("sender_id","recipient_id","day"),
	CONSTRAINT "member_encouragements_not_self" CHECK ("member_encouragements"."sender_id" <> "member_encouragements"."recipient_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_summaries" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_summaries_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "weekly_summary_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_members" ADD COLUMN "encouragements_received" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_encouragements" ADD CONSTRAINT "member_encouragements_sender_id_challenge_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."challenge_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_encouragements" ADD CONSTRAINT "member_encouragements_recipient_id_challenge_members_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."challenge_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summaries" ADD CONSTRAINT "weekly_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summary_opt_outs" ADD CONSTRAINT "weekly_summary_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_encouragements_recipient_day_idx" ON "member_encouragements" USING btree ("recipient_id","day");--> statement-breakpoint
CREATE INDEX "member_encouragements_sender_day_idx" ON "member_encouragements" USING btree ("sender_id","day");--> statement-breakpoint
CREATE INDEX "weekly_summaries_due" ON "weekly_summaries" USING btree ("next_attempt_at") WHERE status = 'pending';