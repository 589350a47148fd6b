-- Decision 0020: a member's progress is the chapters they read and the points their ticks earned;
-- a leader's edit changes neither.
CREATE TABLE "challenge_read_chapters" (
	"member_id" uuid NOT NULL,
	"chapter" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_read_chapters_member_id_chapter_pk" PRIMARY KEY("member_id","chapter")
);
--> statement-breakpoint
ALTER TABLE "challenge_read_chapters" ADD CONSTRAINT "challenge_read_chapters_member_id_challenge_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."challenge_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD COLUMN "earned_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now every read day was a tick's: what was earned is what is read.
UPDATE "challenge_members" SET "earned_points" = "read_days";--> statement-breakpoint
INSERT INTO "challenge_read_chapters" ("member_id", "chapter", "read_at")
	SELECT m."id", (ref->>'book') || ':' || (ref->>'chapter'), coalesce(max(d."read_changed_at"), now())
	FROM "challenge_members" m
	JOIN "plan_days" d ON d."plan_id" = m."plan_id" AND d."read"
	CROSS JOIN jsonb_array_elements(d."reading_details") ref
	GROUP BY m."id", (ref->>'book') || ':' || (ref->>'chapter')
	ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "challenge_members" DROP COLUMN "total_points";--> statement-breakpoint
ALTER TABLE "challenge_members" ADD COLUMN "total_points" integer GENERATED ALWAYS AS (least(earned_points, read_days) + question_points) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "challenge_members_general_rank_idx" ON "challenge_members" USING btree ("challenge_id","total_points" DESC NULLS LAST,"points_changed_at","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "challenge_member_day_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	read_delta integer := 0;
	count_delta integer := 0;
	changed_plan uuid;
	marking_member uuid;
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
		-- Only a mark (an update) is the member's doing: it earns a point or takes one back. The
		-- deletes and inserts of a reset or a template edit move days around without changing what
		-- anyone earned, nor when they reached their score.
		"earned_points" = CASE WHEN TG_OP = 'UPDATE' THEN greatest(0, "earned_points" + read_delta) ELSE "earned_points" END,
		"points_changed_at" = CASE WHEN TG_OP = 'UPDATE' THEN clock_timestamp() ELSE "points_changed_at" END,
		"last_read_at" = CASE WHEN TG_OP = 'UPDATE' AND read_delta > 0 THEN clock_timestamp() ELSE "last_read_at" END
	WHERE "plan_id" = changed_plan
	RETURNING "id" INTO marking_member;
	-- A tick reads its day's chapters, an untick unreads them.
	IF TG_OP = 'UPDATE' AND marking_member IS NOT NULL THEN
		IF read_delta > 0 THEN
			INSERT INTO "challenge_read_chapters" ("member_id", "chapter", "read_at")
				SELECT marking_member, (ref->>'book') || ':' || (ref->>'chapter'), clock_timestamp()
				FROM jsonb_array_elements(NEW."reading_details") ref
				ON CONFLICT DO NOTHING;
		ELSE
			DELETE FROM "challenge_read_chapters"
			WHERE "member_id" = marking_member AND "chapter" IN (
				SELECT (ref->>'book') || ':' || (ref->>'chapter') FROM jsonb_array_elements(NEW."reading_details") ref);
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
