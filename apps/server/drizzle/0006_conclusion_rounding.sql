ALTER TABLE "challenge_members" drop column "conclusion_basis_points";--> statement-breakpoint
ALTER TABLE "challenge_members" ADD COLUMN "conclusion_basis_points" integer GENERATED ALWAYS AS (case when day_count > 0 then (read_days * 20000 + day_count) / (2 * day_count) else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "challenge_members_reading_rank_idx" ON "challenge_members" USING btree ("challenge_id","conclusion_basis_points" DESC NULLS LAST,"points_changed_at","id");
