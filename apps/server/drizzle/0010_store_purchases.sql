CREATE TABLE "store_purchases" (
	"provider" text NOT NULL,
	"purchase_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"pending_approval" boolean DEFAULT false NOT NULL,
	"grants_premium" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"product_title" text,
	"amount_paid" integer,
	"currency_paid" text,
	"read_at" timestamp (6) with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_purchases_provider_purchase_id_pk" PRIMARY KEY("provider","purchase_id")
);
--> statement-breakpoint
ALTER TABLE "premium_access" ADD COLUMN "purchase_token" text;--> statement-breakpoint
ALTER TABLE "premium_access" ADD COLUMN "pending_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_access" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_purchases_user" ON "store_purchases" USING btree ("user_id","provider");