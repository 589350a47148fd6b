import { pathToFileURL } from 'node:url';
import { AdminPremiumGrantBodySchema, AdminPremiumRevokeBodySchema } from '@bible-journey/contract';
import type { z } from 'zod';
import { ConfigError, loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../http/errors.js';
import { grantPremium, revokePremium } from '../modules/premium/service.js';
import { DataDirInUseError, openServerDatabase } from './server-database.js';

const USAGE = `Usage:
  npm run admin:premium -- grant EMAIL subscription
      Gives the account with this e-mail a subscription: it may create challenges freely.
  npm run admin:premium -- grant EMAIL one_time [AMOUNT]
      Records AMOUNT (default 1) challenges bought: added to a one_time premium the account has,
      else its count starts there. It may own as many challenges as it bought.
  npm run admin:premium -- revoke EMAIL
      Takes premium away: the account's challenges are suspended (their members see them no more).

Granting again opens the suspended challenges as they were. The same as POST and DELETE
/api/admin/premium. The database is the server's: DATABASE_URL, else the embedded one under
DATA_DIR (stop the server first).`;

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}

class UsageError extends Error {
  override name = 'UsageError';
}

type Command =
  | { kind: 'grant'; body: z.infer<typeof AdminPremiumGrantBodySchema> }
  | { kind: 'revoke'; email: string }
  | { kind: 'help' };

/** `npm run admin:premium`: returns the exit code (0 done, 1 failed with a message on stderr). */
export async function runAdminPremium(args: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    const command = parseCommand(args);
    if (command.kind === 'help') {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const config = loadConfig(io.env);
    const database = await openServerDatabase(config);
    try {
      await database.migrate();
      io.stdout.write(`${await run(database.db, command)}\n`);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    io.stderr.write(`${messageOf(error)}\n`);
    return 1;
  }
}

async function run(db: Db, command: Exclude<Command, { kind: 'help' }>): Promise<string> {
  if (command.kind === 'grant') {
    const { premiumAccess: access, resumedChallenges } = await grantPremium(db, command.body);
    const bought = access.type === 'one_time' ? `, ${plural(access.amountPurchases, 'challenge')} bought` : '';
    return (
      `${command.body.email}: premium ${access.type}${bought}, ${plural(access.ownedChallenges, 'challenge')} owned` +
      `; ${plural(resumedChallenges, 'suspended challenge')} open again.`
    );
  }
  const { revoked, suspendedChallenges } = await revokePremium(db, command.email);
  const outcome = revoked ? 'premium revoked' : 'had no premium (or there is no such account)';
  return `${command.email}: ${outcome}; ${plural(suspendedChallenges, 'challenge')} suspended.`;
}

function parseCommand(args: readonly string[]): Command {
  const [action, ...rest] = args;
  if (action === undefined || action === 'help' || action === '--help' || action === '-h') return { kind: 'help' };
  if (action === 'grant') {
    const [email, type, amount, ...extra] = rest;
    if (!email || !type || extra.length > 0) throw new UsageError('grant takes an e-mail, a type and maybe an amount.');
    if (amount !== undefined && type !== 'one_time') throw new UsageError('Only a one_time grant takes an amount.');
    if (amount !== undefined && !/^\d+$/.test(amount)) throw new UsageError(`"${amount}" is not a whole number.`);
    const amountPurchases = amount === undefined ? undefined : Number(amount);
    return { kind: 'grant', body: checked(AdminPremiumGrantBodySchema, { email, type, amountPurchases }) };
  }
  if (action === 'revoke') {
    const [email, ...extra] = rest;
    if (!email || extra.length > 0) throw new UsageError('revoke takes one e-mail.');
    return { kind: 'revoke', email: checked(AdminPremiumRevokeBodySchema, { email }).email };
  }
  throw new UsageError(`Unknown command "${action}": grant or revoke.`);
}

/** The API's own check of the same input, its problems said per argument. */
function checked<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new UsageError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function messageOf(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\n\n${USAGE}`;
  if (error instanceof NotFoundError || error instanceof ConfigError || error instanceof DataDirInUseError) {
    return error.message;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runAdminPremium(process.argv.slice(2));
}
