-- A challenge's join code (issue 23, core's join-code.ts): 8 characters of JOIN_CODE_ALPHABET, no
-- 0, O, 1, I or L. Drawn from the random bytes of gen_random_uuid() (not its version or variant
-- bits; a byte modulo 31 leans a little towards the first 8 characters, which costs a guesser
-- nothing worth having), and drawn again while another challenge has it.
CREATE FUNCTION bj_new_join_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  positions constant int[] := ARRAY[0, 1, 2, 3, 4, 5, 10, 11];
  bytes bytea;
  code text;
BEGIN
  LOOP
    bytes := decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
    code := '';
    FOR i IN 1..8 LOOP
      code := code || substr(alphabet, get_byte(bytes, positions[i]) % 31 + 1, 1);
    END LOOP;
    IF NOT EXISTS (SELECT 1 FROM challenges WHERE join_code = code) THEN
      RETURN code;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "join_code" text;--> statement-breakpoint
-- One row at a time: each update sees the codes given before it.
DO $$
DECLARE
  challenge record;
BEGIN
  FOR challenge IN SELECT id FROM challenges LOOP
    UPDATE challenges SET join_code = bj_new_join_code() WHERE id = challenge.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "challenges" ALTER COLUMN "join_code" SET DEFAULT bj_new_join_code();--> statement-breakpoint
ALTER TABLE "challenges" ALTER COLUMN "join_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_join_code_idx" ON "challenges" USING btree ("join_code");
