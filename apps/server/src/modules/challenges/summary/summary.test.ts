import { addDays, summaryWeekOf } from '@bible-journey/core';
import type { ReceivedMail } from '@bible-journey/test-support/smtp-inbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadServerSecret } from '../../../auth/server-secrets.js';
import { challenges, users, weeklySummaries } from '../../../db/schema.js';
import { createMailer } from '../../../integrations/mail/mailer.js';
import { startWeeklySummaryJob } from '../../../jobs/weekly-summary/weekly-summary-job.js';
import { bearer } from '../../../test/app.js';
import { challengeWithPeople, givePlan, type Person, readFirstDays } from '../../../test/challenge-plan.js';
import { secondPool, testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { opened, useBeforeAll, useServerSuite, useSmtpInbox } from '../../../test/suite.js';
import { claimWeek, leaseDue } from './repository.js';
import { weeklySummaryStopLinks } from './stop-links.js';

// The leaders' weekly summary as server processes run it: the job on a clock the test moves, mail
// through a real SMTP inbox. Each test's leader is new; a turn claims every leader due, so each
// test looks only at its own leader's mail.

const APP_URL = 'https://journey.example';
const MINUTE = 60_000;
const silent = { info() {}, warn() {} } as unknown as Parameters<typeof startWeeklySummaryJob>[0]['log'];

describe.each(testDatabases)('the weekly summary on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url, appUrl: APP_URL }) });
  // A second pool on the same PostgreSQL database, as a second server process has (PGlite: the same one).
  const other = useBeforeAll(
    'the second pool',
    () => secondPool(database),
    (pool) => (opened(pool) === opened(database) ? undefined : pool.close()),
  );
  const mailer = useBeforeAll(
    'the job’s mailer',
    async () => createMailer({ smtpUrl: inbox.url, from: 'Bible Journey <no-reply@example.com>' }, database.db, silent),
    (open) => open.close(),
  );

  /** A scheduler as one server process runs it (on `db`), every 20 ms, on the test's clock. */
  async function startScheduler(clock: () => Date, db = database.db) {
    // The app's own secret: the links in the mail work against the app.
    const secret = await loadServerSecret(database.db, 'weekly_summary_stop_secret', undefined);
    return startWeeklySummaryJob({
      db,
      mailer,
      appUrl: APP_URL,
      stopLinks: weeklySummaryStopLinks(secret, APP_URL),
      log: silent,
      intervalMs: 20,
      now: clock,
    });
  }
  type Scheduler = Awaited<ReturnType<typeof startScheduler>>;

  /** Waits until each scheduler ended `count` more turns: whatever they would send is sent. */
  async function afterTurns(schedulers: Scheduler[], count = 2) {
    const targets = schedulers.map((scheduler) => scheduler.turns() + count);
    await expect
      .poll(() => schedulers.every((scheduler, i) => scheduler.turns() >= (targets[i] as number)), {
        timeout: 10_000,
        interval: 5,
      })
      .toBe(true);
  }

  const summariesTo = (email: string): ReceivedMail[] =>
    inbox.mails.filter((mail) => mail.to === email && /summary|resumo|Ringkasan|podsumowanie/i.test(mail.subject));

  const now = new Date();
  const today = now.toISOString().slice(0, 10);

  /**
   * A running challenge (begun 10 days ago) whose 20-day plan began 5 days ago: 5 days are due.
   * Ana read 6 (on track), Bruno 2 (behind), Carla none (not started).
   */
  async function runningChallenge(title = 'Gospels in Lent') {
    const cast = await challengeWithPeople(app, database, 3, { names: ['Carla', 'Ana', 'Bruno'] });
    await database.db
      .update(challenges)
      .set({ title, startDate: addDays(today, -10), finishDate: addDays(today, 60) })
      .where(eq(challenges.id, cast.challengeId));
    await givePlan(
      app,
      cast.owner,
      cast.challengeId,
      buildPlanBody({ quantityOfDays: 20, startDate: addDays(today, -5) }),
    );
    const [carla, ana, bruno] = cast.participants as [Person, Person, Person];
    await readFirstDays(app, ana, cast.challengeId, 6);
    await readFirstDays(app, bruno, cast.challengeId, 2);
    return { ...cast, ana, bruno, carla };
  }

  it('mails each leader once a week in their language, with two schedulers and after a restart', async () => {
    const { owner, challengeId } = await runningChallenge();
    await database.db.update(users).set({ language: 'pt' }).where(eq(users.id, owner.userId));
    let clock = now;
    const schedulers = [await startScheduler(() => clock), await startScheduler(() => clock, other.db)];
    try {
      const mail = await inbox.waitFor(owner.email, /resumo/);
      await afterTurns(schedulers);
      expect(summariesTo(owner.email)).toHaveLength(1);
      expect(mail.subject).toBe('Seu resumo da semana: como está a leitura do seu grupo');
      expect(mail.text).toContain('Olá, Olivia Owner!');
      expect(mail.text).toContain('“Gospels in Lent” · 3 participantes\n');
      expect(mail.text).toContain('Em dia (1): Ana\nFicaram para trás (1): Bruno\nAinda não começaram (1): Carla\n');
      expect(mail.text).toContain(`Ver o progresso de todos: ${APP_URL}/challenge/${challengeId}/configs/progress`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['list-unsubscribe']).toMatch(
        new RegExp(`^<${APP_URL}/api/challenges/weekly-summary/stop\\?user=${owner.userId}&signature=[\\w-]+>$`),
      );
      expect(mail.text).toMatch(new RegExp(`Parar os resumos semanais: ${APP_URL}/c/weekly-summary/stop\\?user=`));
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }

    // A restarted process finds the week's summary made: nothing more.
    const restarted = await startScheduler(() => clock);
    try {
      await afterTurns([restarted]);
      expect(summariesTo(owner.email)).toHaveLength(1);
      // The next week's comes on its Monday.
      clock = new Date(now.getTime() + 7 * 24 * 60 * MINUTE);
      await expect.poll(() => summariesTo(owner.email).length, { timeout: 10_000 }).toBe(2);
      await afterTurns([restarted]);
      expect(summariesTo(owner.email)).toHaveLength(2);
    } finally {
      await restarted.stop();
    }
  });

  it('tells of each running challenge, leaving out those that begin this week or ended before last week', async () => {
    const first = await runningChallenge('Psalms');
    const { owner } = first;
    const weekStart = summaryWeekOf(now);
    const others = [
      { title: 'Acts', startDate: addDays(today, -30), finishDate: addDays(weekStart, -7) }, // ended last week: in
      { title: 'Romans', startDate: weekStart, finishDate: addDays(today, 30) }, // begins this week: out
      { title: 'Judges', startDate: addDays(today, -60), finishDate: addDays(weekStart, -8) }, // ended before: out
    ];
    for (const dates of others) {
      // Made with a plan by someone, then handed to this leader.
      const made = await challengeWithPeople(app, database, 1);
      await givePlan(app, made.owner, made.challengeId);
      await database.db
        .update(challenges)
        .set({ ownerId: owner.userId, ...dates })
        .where(eq(challenges.id, made.challengeId));
    }
    const scheduler = await startScheduler(() => now);
    try {
      const mail = await inbox.waitFor(owner.email, /summary/);
      expect(mail.subject).toBe('Your weekly summary: how your group is reading');
      expect(mail.text).toContain(
        '“Psalms” · 3 participants\nOn track (1): Ana\nFell behind (1): Bruno\nNot started yet (1): Carla\n',
      );
      expect(mail.text).toContain('“Acts” · 1 participant\n');
      expect(mail.text).not.toMatch(/Romans|Judges/);
    } finally {
      await scheduler.stop();
    }
  });

  it('respects the opt-out: the menu’s switch, and the mail’s one-click link', async () => {
    const quiet = await runningChallenge();
    const turnedOff = await app.inject({
      method: 'PUT',
      url: '/api/challenges/weekly-summary',
      headers: bearer(quiet.owner.token),
      payload: { enabled: false },
    });
    expect(turnedOff.json()).toEqual({ enabled: false, isLeader: true });
    const setting = await app.inject({
      method: 'GET',
      url: '/api/challenges/weekly-summary',
      headers: bearer(quiet.owner.token),
    });
    expect(setting.json()).toEqual({ enabled: false, isLeader: true });

    const { owner } = await runningChallenge();
    let clock = now;
    const scheduler = await startScheduler(() => clock);
    try {
      const mail = await inbox.waitFor(owner.email, /summary/);
      await afterTurns([scheduler]);
      expect(summariesTo(quiet.owner.email)).toEqual([]);

      const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
      const stopped = await app.inject({
        method: 'POST',
        url: oneClick.replace(APP_URL, ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(stopped.json()).toEqual({ stopped: true });
      const after = await app.inject({
        method: 'GET',
        url: '/api/challenges/weekly-summary',
        headers: bearer(owner.token),
      });
      expect(after.json()).toEqual({ enabled: false, isLeader: true });

      clock = new Date(now.getTime() + 7 * 24 * 60 * MINUTE);
      await afterTurns([scheduler], 3);
      expect(summariesTo(owner.email)).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }

    // Turned on again in the menu.
    const turnedOn = await app.inject({
      method: 'PUT',
      url: '/api/challenges/weekly-summary',
      headers: bearer(owner.token),
      payload: { enabled: true },
    });
    expect(turnedOn.json()).toEqual({ enabled: true, isLeader: true });
  });

  it('sends a summary a stopped process left leased once its lease runs out, once', async () => {
    const { owner } = await runningChallenge();
    // Another process claimed and leased every summary due, then stopped before sending.
    await claimWeek(database.db, summaryWeekOf(now), now);
    const leased = await leaseDue(database.db, now, 1_000, 5 * MINUTE);
    expect(leased.map((lease) => lease.userId)).toContain(owner.userId);

    let clock = now;
    const scheduler = await startScheduler(() => clock);
    try {
      await afterTurns([scheduler]);
      expect(summariesTo(owner.email)).toEqual([]);
      clock = new Date(now.getTime() + 6 * MINUTE);
      await expect.poll(() => summariesTo(owner.email).length, { timeout: 10_000 }).toBe(1);
      await afterTurns([scheduler]);
      expect(summariesTo(owner.email)).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }
  });

  it('skips a summary claimed before its leader turned it off', async () => {
    const { owner } = await runningChallenge();
    // Claimed for a time to come (its first attempt then), turned off meanwhile.
    const later = new Date(now.getTime() + 2 * MINUTE);
    await claimWeek(database.db, summaryWeekOf(now), later);
    const turnedOff = await app.inject({
      method: 'PUT',
      url: '/api/challenges/weekly-summary',
      headers: bearer(owner.token),
      payload: { enabled: false },
    });
    expect(turnedOff.statusCode).toBe(200);
    const scheduler = await startScheduler(() => later);
    try {
      await afterTurns([scheduler]);
      const [row] = await database.db
        .select({ status: weeklySummaries.status })
        .from(weeklySummaries)
        .where(eq(weeklySummaries.userId, owner.userId));
      expect(row?.status).toBe('skipped');
      expect(summariesTo(owner.email)).toEqual([]);
    } finally {
      await scheduler.stop();
    }
  });

  it('tells a participant who leads no challenge that the summary isn’t theirs', async () => {
    const { ana } = await runningChallenge();
    const setting = await app.inject({
      method: 'GET',
      url: '/api/challenges/weekly-summary',
      headers: bearer(ana.token),
    });
    expect(setting.json()).toEqual({ enabled: true, isLeader: false });
  });

  it('refuses a stop link not signed for the user (403), bad input (400), and the setting without a session (401)', async () => {
    const { owner } = await runningChallenge();
    const forged = await app.inject({
      method: 'POST',
      url: `/api/challenges/weekly-summary/stop?user=${owner.userId}&signature=forged`,
    });
    expect(forged.statusCode).toBe(403);
    const bad = await app.inject({ method: 'POST', url: '/api/challenges/weekly-summary/stop?user=x&signature=y' });
    expect(bad.statusCode).toBe(400);
    const badBody = await app.inject({
      method: 'PUT',
      url: '/api/challenges/weekly-summary',
      headers: bearer(owner.token),
      payload: { enabled: 'no' },
    });
    expect(badBody.statusCode).toBe(400);
    for (const method of ['GET', 'PUT'] as const) {
      const unsigned = await app.inject({ method, url: '/api/challenges/weekly-summary', payload: { enabled: true } });
      expect(unsigned.statusCode).toBe(401);
    }
    const still = await app.inject({
      method: 'GET',
      url: '/api/challenges/weekly-summary',
      headers: bearer(owner.token),
    });
    expect(still.json()).toEqual({ enabled: true, isLeader: true });
  });
});
