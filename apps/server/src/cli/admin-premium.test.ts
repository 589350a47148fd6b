import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { challenges, premiumAccess, users } from '../db/schema.js';
import { uniqueEmail } from '../test/app.js';
import { insertChallenge } from '../test/challenges.js';
import { createPostgresDatabase } from '../test/databases.js';
import { type CliIo, runAdminPremium } from './admin-premium.js';

/** Runs the command as `npm run admin:premium -- ...args` would, keeping what it prints. */
async function run(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text) => err.push(text) },
    env,
  };
  const code = await runAdminPremium(args, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

// The command opens the server's own database: an embedded data folder, or DATABASE_URL.
const targets = [
  { name: 'pglite', kind: 'pglite' as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', kind: 'postgres' as const }] : []),
];

describe.each(targets)('npm run admin:premium on $name', ({ kind }) => {
  let home: string;
  let env: NodeJS.ProcessEnv;

  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'bj-admin-'));
    if (kind === 'pglite') {
      env = { DATA_DIR: join(home, 'data') };
    } else {
      const target = await createPostgresDatabase();
      dropDatabase = target.drop;
      env = { DATABASE_URL: target.url, DATA_DIR: join(home, 'data') };
    }
  });
  afterAll(async () => {
    rmSync(home, { recursive: true, force: true });
    await dropDatabase?.();
  });

  /** Opens the database the command wrote, as the server would (after the command let go of it). */
  async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase(
      kind === 'pglite'
        ? { kind: 'pglite', dataDir: env.DATA_DIR as string }
        : { kind: 'postgres', url: env.DATABASE_URL as string },
    );
    try {
      await database.migrate();
      return await use(database);
    } finally {
      await database.close();
    }
  }

  /** An account with one challenge, made straight in the database. */
  const leaderWithChallenge = (email: string) =>
    withDatabase(async (database) => {
      const [user] = await database.db.insert(users).values({ name: 'Lydia Leader', email }).returning();
      const userId = user?.id as string;
      const { challengeId } = await insertChallenge(database, userId);
      return { userId, challengeId };
    });
  const stateOf = (userId: string, challengeId: string) =>
    withDatabase(async (database) => ({
      premium: (await database.db.select().from(premiumAccess).where(eq(premiumAccess.userId, userId)))[0],
      suspendedAt: (await database.db.select().from(challenges).where(eq(challenges.id, challengeId)))[0]?.suspendedAt,
    }));

  it('explains its usage, and refuses wrong arguments with it', async () => {
    const help = await run(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run admin:premium -- grant EMAIL one_time [AMOUNT]');
    expect(help.stdout).toContain('npm run admin:premium -- revoke EMAIL');

    const wrong: [string[], RegExp][] = [
      [['promote', 'a@example.com'], /Unknown command "promote"/],
      [['grant', 'a@example.com'], /grant takes an e-mail, a type/],
      [['grant', 'not-an-email', 'subscription'], /email: must be a valid e-mail address/],
      [['grant', 'a@example.com', 'lifetime'], /type: /],
      [['grant', 'a@example.com', 'subscription', '2'], /Only a one_time grant takes an amount/],
      [['grant', 'a@example.com', 'one_time', 'two'], /"two" is not a whole number/],
      [['grant', 'a@example.com', 'one_time', '0'], /amountPurchases: /],
      [['revoke'], /revoke takes one e-mail/],
      [['revoke', 'a@example.com', 'b@example.com'], /revoke takes one e-mail/],
    ];
    for (const [args, message] of wrong) {
      const result = await run(args, env);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr, args.join(' ')).toContain('Usage:');
    }
  });

  // Each run opens and closes the database, which an embedded one on a busy machine takes seconds to do.
  it('grants, adds one_time purchases, revokes (suspending the challenges) and grants again (opening them)', {
    timeout: 180_000,
  }, async () => {
    const email = uniqueEmail('leader');
    const { userId, challengeId } = await leaderWithChallenge(email);

    const subscription = await run(['grant', email.toUpperCase(), 'subscription'], env);
    expect(subscription).toMatchObject({ code: 0, stderr: '' });
    expect(subscription.stdout).toBe(
      `${email}: premium subscription, 1 challenge owned; 0 suspended challenges open again.\n`,
    );

    const revoked = await run(['revoke', email], env);
    expect(revoked.stdout).toBe(`${email}: premium revoked; 1 challenge suspended.\n`);
    expect(await stateOf(userId, challengeId)).toMatchObject({ premium: undefined, suspendedAt: expect.any(Date) });

    expect((await run(['revoke', email], env)).stdout).toBe(
      `${email}: had no premium (or there is no such account); 0 challenges suspended.\n`,
    );

    const oneTime = await run(['grant', email, 'one_time', '2'], env);
    expect(oneTime.stdout).toBe(
      `${email}: premium one_time, 2 challenges bought, 1 challenge owned; 1 suspended challenge open again.\n`,
    );
    expect((await run(['grant', email, 'one_time'], env)).stdout).toContain('premium one_time, 3 challenges bought');
    expect(await stateOf(userId, challengeId)).toMatchObject({
      premium: { type: 'one_time', amountPurchases: 3 },
      suspendedAt: null,
    });
  });

  it('says so when no account has the e-mail', { timeout: 60_000 }, async () => {
    const email = uniqueEmail('nobody');
    const result = await run(['grant', email, 'subscription'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`No account has the e-mail ${email}.\n`);
  });
});
