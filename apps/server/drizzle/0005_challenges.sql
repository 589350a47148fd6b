CREATE TABLE "challenge_answers" (
	"question_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_answers_question_id_member_id_pk" PRIMARY KEY("question_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"email" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"plan_id" uuid,
	"read_days" integer DEFAULT 0 NOT NULL,
	"day_count" integer DEFAULT 0 NOT NULL,
	"question_points" integer DEFAULT 0 NOT NULL,
	"total_points" integer GENERATED ALWAYS AS (read_days + question_points) STORED NOT NULL,
	"conclusion_basis_points" integer GENERATED ALWAYS AS (case when day_count > 0 then (read_days * 10000) / day_count else 0 end) STORED NOT NULL,
	"points_changed_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_encouraged_on" date,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"alternatives" jsonb NOT NULL,
	"answer" text NOT NULL,
	"points" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"include_leaders" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"finish_date" date NOT NULL,
	"template_plan_id" uuid,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_access" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"amount_purchases" integer DEFAULT 1 NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
ALTER TABLE "challenge_answers" ADD CONSTRAINT "challenge_answers_question_id_challenge_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."challenge_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_answers" ADD CONSTRAINT "challenge_answers_member_id_challenge_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."challenge_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_invites" ADD CONSTRAINT "challenge_invites_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_questions" ADD CONSTRAINT "challenge_questions_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_template_plan_id_plans_id_fk" FOREIGN KEY ("template_plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_access" ADD CONSTRAINT "premium_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_answers_member_idx" ON "challenge_answers" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_invites_challenge_email_key" ON "challenge_invites" USING btree ("challenge_id","email");--> statement-breakpoint
CREATE INDEX "challenge_invites_email_idx" ON "challenge_invites" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_members_challenge_user_key" ON "challenge_members" USING btree ("challenge_id","user_id");--> statement-breakpoint
CREATE INDEX "challenge_members_user_idx" ON "challenge_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_members_plan_key" ON "challenge_members" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "challenge_members_general_rank_idx" ON "challenge_members" USING btree ("challenge_id","total_points" DESC NULLS LAST,"points_changed_at","id");--> statement-breakpoint
CREATE INDEX "challenge_members_questions_rank_idx" ON "challenge_members" USING btree ("challenge_id","question_points" DESC NULLS LAST,"points_changed_at","id");--> statement-breakpoint
CREATE INDEX "challenge_members_reading_rank_idx" ON "challenge_members" USING btree ("challenge_id","conclusion_basis_points" DESC NULLS LAST,"points_changed_at","id");--> statement-breakpoint
CREATE INDEX "challenge_questions_challenge_idx" ON "challenge_questions" USING btree ("challenge_id","created_at");--> statement-breakpoint
CREATE INDEX "challenges_owner_idx" ON "challenges" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_challenge_idx" ON "plans" USING btree ("challenge_id");--> statement-breakpoint
-- Decision 0009: the database keeps each member's totals, whatever path changes a day or an answer.
CREATE FUNCTION "challenge_member_day_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	read_delta integer := 0;
	count_delta integer := 0;
	changed_plan uuid;
BEGIN
	IF TG_OP = 'INSERT' THEN
		changed_plan := NEW.plan_id;
		count_delta := 1;
		read_delta := CASE WHEN NEW.read THEN 1 ELSE 0 END;
	ELSIF TG_OP = 'DELETE' THEN
		changed_plan := OLD.plan_id;
		count_delta := -1;
		read_delta := CASE WHEN OLD.read THEN -1 ELSE 0 END;
	ELSE
		changed_plan := NEW.plan_id;
		read_delta := (CASE WHEN NEW.read THEN 1 ELSE 0 END) - (CASE WHEN OLD.read THEN 1 ELSE 0 END);
	END IF;
	IF read_delta = 0 AND count_delta = 0 THEN
		RETURN NULL;
	END IF;
	UPDATE "challenge_members" SET
		"read_days" = "read_days" + read_delta,
		"day_count" = "day_count" + count_delta,
		-- Only a mark (an update) is an achievement: the deletes and inserts of a reset or a
		-- template edit move days around without changing when anyone reached their score.
		"points_changed_at" = CASE WHEN TG_OP = 'UPDATE' THEN clock_timestamp() ELSE "points_changed_at" END,
		"last_read_at" = CASE WHEN TG_OP = 'UPDATE' AND read_delta > 0 THEN clock_timestamp() ELSE "last_read_at" END
	WHERE "plan_id" = changed_plan;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "plan_days_challenge_totals" AFTER INSERT OR DELETE OR UPDATE OF "read" ON "plan_days"
	FOR EACH ROW EXECUTE FUNCTION "challenge_member_day_changed"();
--> statement-breakpoint
CREATE FUNCTION "challenge_member_answer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW.points <> 0 THEN
			UPDATE "challenge_members" SET "question_points" = "question_points" + NEW.points,
				"points_changed_at" = clock_timestamp()
			WHERE "id" = NEW.member_id;
		END IF;
	ELSIF OLD.points <> 0 THEN
		UPDATE "challenge_members" SET "question_points" = "question_points" - OLD.points,
			"points_changed_at" = clock_timestamp()
		WHERE "id" = OLD.member_id;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "challenge_answers_totals" AFTER INSERT OR DELETE ON "challenge_answers"
	FOR EACH ROW EXECUTE FUNCTION "challenge_member_answer_changed"();
