CREATE TABLE "invitation_stops" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "invite_link_key" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "invite_link_off" boolean DEFAULT false NOT NULL;