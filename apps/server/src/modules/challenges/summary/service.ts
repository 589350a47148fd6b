import type { WeeklySummaryResponse } from '@bible-journey/contract';
import { isLanguage, summaryGroups, summaryWeekOf } from '@bible-journey/core';
import type { Db } from '../../../db/database.js';
import { ForbiddenError } from '../../../http/errors.js';
import type { Mailer } from '../../../integrations/mail/mailer.js';
import { weeklySummaryMail } from '../../../integrations/mail/weekly-summary-mail.js';
import {
  challengesInSummary,
  claimWeek,
  isSummaryOn,
  leaderOf,
  leadsAChallenge,
  leaseDue,
  markSummary,
  participantProgress,
  retrySummaryAt,
  type SummaryLease,
  setSummaryOn,
  userExists,
} from './repository.js';
import type { WeeklySummaryStopLinks } from './stop-links.js';

export interface WeeklySummaryDeps {
  db: Db;
  mailer: Mailer;
  /** The web app's address, the progress view's links start with. */
  appUrl: string;
  stopLinks: WeeklySummaryStopLinks;
}

export interface SummaryCounts {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

const MINUTE = 60_000;
/** While a summary is being composed and sent, no other process takes it. */
const LEASE_MS = 5 * MINUTE;
/** Tries after the first: 1, 2, 4, 8 minutes later; then it is given up. */
const MAX_ATTEMPTS = 5;
/** Summaries leased at once: each is one statement per challenge and one mail. */
const LEASE_BATCH = 20;

/**
 * One turn of the weekly summary (issue 23): claims the week's summaries of leaders who have none
 * yet, then sends every summary due. Any number of processes may run it at once: the claim's key
 * makes one summary per leader and week, the lease lets one process send it. A process that stops
 * mid-way leaves its leases to run out; a later turn (of any process, after a restart too) sends them.
 */
export async function runWeeklySummaries(deps: WeeklySummaryDeps, now: Date): Promise<SummaryCounts> {
  await claimWeek(deps.db, summaryWeekOf(now), now);
  const counts: SummaryCounts = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  for (;;) {
    const leases = await leaseDue(deps.db, now, LEASE_BATCH, LEASE_MS);
    for (const lease of leases) await sendOne(deps, lease, now, counts);
    if (leases.length < LEASE_BATCH) return counts;
  }
}

async function sendOne(deps: WeeklySummaryDeps, lease: SummaryLease, now: Date, counts: SummaryCounts) {
  const { db } = deps;
  const leader = await leaderOf(db, lease.userId);
  const today = now.toISOString().slice(0, 10);
  const challenges = leader && !leader.hasOptedOut ? await challengesInSummary(db, lease.userId, lease.weekStart) : [];
  // Turned off, or the challenges ended or were deleted since the claim.
  if (!leader || challenges.length === 0) {
    await markSummary(db, lease, { status: 'skipped' });
    counts.skipped += 1;
    return;
  }
  const details = {
    name: leader.name,
    challenges: await Promise.all(
      challenges.map(async (challenge) => ({
        title: challenge.title,
        link: `${deps.appUrl}/challenge/${challenge.id}/configs/progress`,
        groups: summaryGroups(await participantProgress(db, challenge.id, today)),
      })),
    ),
  };
  const stop = { page: deps.stopLinks.pageFor(lease.userId), oneClick: deps.stopLinks.oneClickFor(lease.userId) };
  const language = isLanguage(leader.language) ? leader.language : 'en';
  try {
    await deps.mailer.send(weeklySummaryMail(leader.email, details, language, stop));
    await markSummary(db, lease, { status: 'sent', at: now });
    counts.sent += 1;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (lease.attempts >= MAX_ATTEMPTS) {
      await markSummary(db, lease, { status: 'failed', reason });
      counts.failed += 1;
    } else {
      await retrySummaryAt(db, lease, new Date(now.getTime() + 2 ** (lease.attempts - 1) * MINUTE), reason);
      counts.retrying += 1;
    }
  }
}

/** GET /api/challenges/weekly-summary */
export async function getWeeklySummary(db: Db, userId: string): Promise<WeeklySummaryResponse> {
  const [enabled, isLeader] = await Promise.all([isSummaryOn(db, userId), leadsAChallenge(db, userId)]);
  return { enabled, isLeader };
}

/** PUT /api/challenges/weekly-summary */
export async function setWeeklySummary(db: Db, userId: string, enabled: boolean): Promise<WeeklySummaryResponse> {
  await setSummaryOn(db, userId, enabled);
  return { enabled, isLeader: await leadsAChallenge(db, userId) };
}

/** POST /api/challenges/weekly-summary/stop with the summary mail's signed link (no sign-in). */
export async function stopWeeklySummary(
  deps: Pick<WeeklySummaryDeps, 'db' | 'stopLinks'>,
  userId: string,
  signature: string,
): Promise<{ stopped: true }> {
  if (!deps.stopLinks.isSignedFor(userId, signature) || !(await userExists(deps.db, userId))) {
    throw new ForbiddenError('This link does not stop summaries: use the one at the end of a weekly summary mail.');
  }
  await setSummaryOn(deps.db, userId, false);
  return { stopped: true };
}
