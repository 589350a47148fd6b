CREATE TABLE "premium_grants" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"amount_purchases" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"grants_premium" boolean DEFAULT false NOT NULL,
	"price_id" text NOT NULL,
	"product_title" text,
	"amount_paid" integer NOT NULL,
	"currency_paid" text NOT NULL,
	"customer_id" text,
	"synced_at" timestamp (6) with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "premium_access" ADD COLUMN "product_title" text;--> statement-breakpoint
ALTER TABLE "premium_access" ADD COLUMN "amount_paid" integer;--> statement-breakpoint
ALTER TABLE "premium_access" ADD COLUMN "currency_paid" text;--> statement-breakpoint
ALTER TABLE "premium_access" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "premium_access" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "premium_grants" ADD CONSTRAINT "premium_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_purchases" ADD CONSTRAINT "stripe_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_purchases_user" ON "stripe_purchases" USING btree ("user_id","kind");--> statement-breakpoint
-- Every premium so far was an operator's grant (decision 0014): it becomes the grant that premium_access is recomputed from.
INSERT INTO "premium_grants" ("user_id", "type", "amount_purchases", "created_at", "updated_at")
	SELECT "user_id", "type", "amount_purchases", "created_at", "updated_at" FROM "premium_access";
