-- Decision 0021: the leader's pages at church scale. A participant count kept with the challenge,
-- each member's search text kept from their account, and indexes that page in each list's order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "participant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What the leader's search matches: the name and the address, lower case and without accents
-- ("joao" finds João). unaccent is only stable, so the text is kept in a column, not an index expression.
CREATE OR REPLACE FUNCTION "people_search_text"(words text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(words, '')))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_search_text"(name text, email text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT "people_search_text"(coalesce(name, '') || ' ' || coalesce(email, ''))
$$;--> statement-breakpoint
UPDATE "challenge_members" m SET "search_text" = "member_search_text"(u."name", u."email")
	FROM "users" u WHERE u."id" = m."user_id";--> statement-breakpoint
UPDATE "challenges" c SET "participant_count" = counted.n
	FROM (SELECT "challenge_id", count(*)::integer AS n FROM "challenge_members" WHERE NOT "is_owner" GROUP BY "challenge_id") counted
	WHERE c."id" = counted."challenge_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "challenge_member_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT "member_search_text"(u."name", u."email") INTO NEW."search_text" FROM "users" u WHERE u."id" = NEW."user_id";
	NEW."search_text" := coalesce(NEW."search_text", '');
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "challenge_members_search_text" BEFORE INSERT ON "challenge_members"
	FOR EACH ROW EXECUTE FUNCTION "challenge_member_search_text"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_search_text_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "challenge_members" SET "search_text" = "member_search_text"(NEW."name", NEW."email")
	WHERE "user_id" = NEW."id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_text" AFTER UPDATE OF "name", "email" ON "users"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
	EXECUTE FUNCTION "user_search_text_changed"();--> statement-breakpoint
-- The count moves in the statement that adds or removes members (a join, a removal, a departure,
-- a deletion of the challenge or of an account, by cascade): one update per challenge touched,
-- its rows locked in id order so two statements never wait on each other crosswise.
CREATE OR REPLACE FUNCTION "challenge_members_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM 1 FROM "challenges" c WHERE c."id" IN (SELECT "challenge_id" FROM added WHERE NOT "is_owner")
			ORDER BY c."id" FOR NO KEY UPDATE;
		UPDATE "challenges" c SET "participant_count" = c."participant_count" + moved.n
		FROM (SELECT "challenge_id", count(*)::integer AS n FROM added WHERE NOT "is_owner" GROUP BY "challenge_id") moved
		WHERE c."id" = moved."challenge_id";
	ELSE
		PERFORM 1 FROM "challenges" c WHERE c."id" IN (SELECT "challenge_id" FROM gone WHERE NOT "is_owner")
			ORDER BY c."id" FOR NO KEY UPDATE;
		UPDATE "challenges" c SET "participant_count" = greatest(0, c."participant_count" - moved.n)
		FROM (SELECT "challenge_id", count(*)::integer AS n FROM gone WHERE NOT "is_owner" GROUP BY "challenge_id") moved
		WHERE c."id" = moved."challenge_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "challenge_members_added" AFTER INSERT ON "challenge_members"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "challenge_members_counted"();--> statement-breakpoint
CREATE TRIGGER "challenge_members_gone" AFTER DELETE ON "challenge_members"
	REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "challenge_members_counted"();--> statement-breakpoint
CREATE INDEX "challenge_invites_list_idx" ON "challenge_invites" USING btree ("challenge_id","created_at","id");--> statement-breakpoint
CREATE INDEX "challenge_members_joined_idx" ON "challenge_members" USING btree ("challenge_id","joined_at","id") WHERE not "challenge_members"."is_owner";--> statement-breakpoint
CREATE INDEX "challenge_members_need_idx" ON "challenge_members" USING btree ("challenge_id","read_days",coalesce("last_read_at", '-infinity'::timestamptz),"id") WHERE not "challenge_members"."is_owner";--> statement-breakpoint
CREATE INDEX "challenge_members_search_idx" ON "challenge_members" USING gin ("challenge_id","search_text" gin_trgm_ops);
