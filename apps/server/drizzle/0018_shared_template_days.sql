-- Decision 0025: a member's copy that never replanned shares the template's days; its marks are
-- the member's chapters, kept with the time of their last change (read or unread).
ALTER TABLE "retired_plan_days" DROP CONSTRAINT "retired_plan_days_pkey";--> statement-breakpoint
ALTER TABLE "retired_plan_days" ADD CONSTRAINT "retired_plan_days_id_plan_id_pk" PRIMARY KEY("id","plan_id");--> statement-breakpoint
ALTER TABLE "challenge_read_chapters" ADD COLUMN "read" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "days_from" uuid;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_days_from_plans_id_fk" FOREIGN KEY ("days_from") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_days_from_idx" ON "plans" USING btree ("days_from");--> statement-breakpoint
-- A tick on a copy with days of its own reads again a chapter unread on the shared days.
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
				ON CONFLICT ("member_id", "chapter") DO UPDATE SET "read" = true, "read_at" = excluded."read_at"
				WHERE NOT "challenge_read_chapters"."read";
		ELSE
			DELETE FROM "challenge_read_chapters"
			WHERE "member_id" = marking_member AND "chapter" IN (
				SELECT (ref->>'book') || ':' || (ref->>'chapter') FROM jsonb_array_elements(NEW."reading_details") ref);
		END IF;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Copies whose days are still exactly the template's share them from now on. Their totals are what
-- they were: deleting the days moves them, so they are put back.
UPDATE "plans" c SET "days_from" = t."id"
	FROM "challenges" ch JOIN "plans" t ON t."id" = ch."template_plan_id"
	WHERE c."challenge_id" = ch."id" AND c."id" <> t."id"
		AND (SELECT coalesce(jsonb_agg(jsonb_build_array(d."date", d."reading_details") ORDER BY d."position"), '[]'::jsonb)
			FROM "plan_days" d WHERE d."plan_id" = c."id")
		= (SELECT coalesce(jsonb_agg(jsonb_build_array(d."date", d."reading_details") ORDER BY d."position"), '[]'::jsonb)
			FROM "plan_days" d WHERE d."plan_id" = t."id");--> statement-breakpoint
CREATE TEMPORARY TABLE "shared_copy_counts" AS
	SELECT m."id", m."read_days", m."day_count" FROM "challenge_members" m
	JOIN "plans" c ON c."id" = m."plan_id" WHERE c."days_from" IS NOT NULL;--> statement-breakpoint
DELETE FROM "plan_days" d USING "plans" c WHERE d."plan_id" = c."id" AND c."days_from" IS NOT NULL;--> statement-breakpoint
UPDATE "challenge_members" m SET "read_days" = k."read_days", "day_count" = k."day_count"
	FROM "shared_copy_counts" k WHERE m."id" = k."id";--> statement-breakpoint
DROP TABLE "shared_copy_counts";
