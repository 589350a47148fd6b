import { randomUUID } from 'node:crypto';
import type { Plan } from '@bible-journey/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerUser } from '../test/app.js';
import { createPostgresDatabase } from '../test/databases.js';
import { buildPlanBody } from '../test/factories.js';
import { type FaultProxy, startFaultProxy } from '../test/fault-proxy.js';
import { type Database, type DatabaseTimeouts, HEALTH_PING_TIMEOUT_MS, openDatabase } from './database.js';
import { isDatabaseUnavailableError } from './database-errors.js';

/**
 * ARCHITECTURE.md: "a dropped database connection or a PostgreSQL restart yields quick 503s and
 * recovery, never a crashed process or a hung request". The app's pool reaches the test PostgreSQL
 * through a proxy that the test breaks under load, as a restart or a stalled network would.
 */

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
// Short bounds keep the test quick; a stalled query is given up after statementMs + 1 s.
const TIMEOUTS: DatabaseTimeouts = { connectMs: 1_000, statementMs: 1_000 };
const QUERY_GIVE_UP_MS = TIMEOUTS.statementMs + 1_000;
const OUTAGE_MS = 3_000;
const WORKERS = 4;
const PACE_MS = 25;
// Bounds asserted on a shared, noisy machine: generous next to what is expected (see each test).
const MARGIN_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  what: 'mark' | 'plans' | 'health';
  dayId?: string;
  status: number;
  startedAt: number;
  endedAt: number;
  body: Record<string, unknown>;
  retryAfter: string | undefined;
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL outages under load', () => {
  let proxy: FaultProxy;
  let database: Database;
  let app: FastifyInstance;
  const poolWarnings: string[] = [];

  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const target = await createPostgresDatabase();
    dropDatabase = target.drop;
    proxy = await startFaultProxy(target.url);
    database = await openDatabase({ kind: 'postgres', url: proxy.url, maxConnections: 5, timeouts: TIMEOUTS });
    database.logTo({ warn: (_details, message) => poolWarnings.push(message) });
    await database.migrate();
    // The handler bound is far off: the 503s below must come from the database bounds themselves.
    app = await buildTestApp(database, { httpTimeouts: { requestMs: 30_000, handlerMs: 30_000 } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await dropDatabase?.();
  });

  /** A user with a year-long plan: every day is marked at most once, so a lost mark can't hide behind a later one. */
  async function readerWithPlan() {
    const { token } = await registerUser(app);
    const body = buildPlanBody({ quantityOfDays: 365, startReading: { bookIndex: 0, chapter: 1 } });
    const created = await app.inject({ method: 'POST', url: '/api/plan', headers: bearer(token), payload: body });
    expect(created.statusCode).toBe(200);
    const { plan } = created.json() as { plan: Plan };
    return { token, dayIds: plan.readingCalendar.map((day) => day.id) };
  }

  async function call(answers: Answer[], what: Answer['what'], request: InjectOptions) {
    const startedAt = performance.now();
    const response = await app.inject(request);
    const answer: Answer = {
      what,
      status: response.statusCode,
      startedAt,
      endedAt: performance.now(),
      body: response.json(),
      retryAfter: response.headers['retry-after'] as string | undefined,
    };
    answers.push(answer);
    return answer;
  }

  /**
   * Marks days read from several workers, reads the plan and polls /api/health while `fault` breaks
   * the database for OUTAGE_MS; runs on until the health check is ok again and a second longer.
   */
  async function underLoad(fault: () => Promise<void> | void) {
    const { token, dayIds } = await readerWithPlan();
    const answers: Answer[] = [];
    const pending = [...dayIds];
    let isRunning = true;

    const marker = async () => {
      while (isRunning) {
        const dayId = pending.shift();
        if (!dayId) break;
        const answer = await call(answers, 'mark', {
          method: 'PUT',
          url: `/api/day-reading/complete/${dayId}`,
          headers: bearer(token),
          payload: { read: true },
        });
        answer.dayId = dayId;
        await sleep(PACE_MS);
      }
    };
    const reader = async () => {
      while (isRunning) {
        await call(answers, 'plans', { method: 'GET', url: '/api/plan', headers: bearer(token) });
        await sleep(PACE_MS * 4);
      }
    };
    const health = async () => {
      while (isRunning) {
        await call(answers, 'health', { method: 'GET', url: '/api/health' });
        await sleep(100);
      }
    };
    const load = Promise.all([...Array.from({ length: WORKERS }, marker), reader(), health()]);

    await sleep(700);
    const brokeAt = performance.now();
    await fault();
    await sleep(OUTAGE_MS);
    const restoredAt = performance.now();
    await proxy.restore();
    let recoveredAt = Number.NaN;
    while (Number.isNaN(recoveredAt) && performance.now() - restoredAt < 20_000) {
      const answer = await call(answers, 'health', { method: 'GET', url: '/api/health' });
      if (answer.status === 200) recoveredAt = answer.endedAt;
      else await sleep(50);
    }
    await sleep(1_000);
    isRunning = false;
    await load;

    const plans = await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(token) });
    expect(plans.statusCode).toBe(200);
    const [plan] = (plans.json() as { plans: Plan[] }).plans;
    const readDays = new Set(plan?.readingCalendar.filter((day) => day.read).map((day) => day.id));

    const during = answers.filter((answer) => answer.startedAt >= brokeAt && answer.startedAt < restoredAt);
    const unavailable = answers.filter((answer) => answer.status === 503);
    const acknowledged = answers.filter((answer) => answer.what === 'mark' && answer.status === 200);
    const slowest = (list: Answer[]) => Math.max(0, ...list.map((answer) => answer.endedAt - answer.startedAt));
    const report = {
      answers: answers.length,
      unavailable: unavailable.length,
      acknowledgedMarks: acknowledged.length,
      slowest503Ms: Math.round(slowest(unavailable)),
      slowestDuringOutageMs: Math.round(slowest(during)),
      recoveryMs: Math.round(recoveredAt - restoredAt),
      poolWarnings: poolWarnings.length,
    };
    console.info(report);

    // The process stayed up and the service came back by itself.
    expect(recoveredAt, 'health ok again after the database came back').not.toBeNaN();
    // Every answer is an answer: no 500s; a 503 says what is going on and when to retry.
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      if (answer.what === 'health') expect(answer.body).toEqual({ status: 'unavailable' });
      else
        expect(answer.body).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: expect.stringMatching(/database is unavailable/),
        });
    }
    // During the outage: 503s, and /api/health said so. Counted over the answers the outage touched
    // (under way at any moment of it): with a stalled network, the writes that meet it may all have
    // started a moment before it and wait out a timeout, the next ones arriving once it is over.
    const touched = answers.filter((answer) => answer.startedAt < restoredAt && answer.endedAt > brokeAt);
    expect(touched.filter((answer) => answer.what === 'mark' && answer.status === 503).length).toBeGreaterThan(0);
    expect(touched.some((answer) => answer.what === 'health' && answer.status === 503)).toBe(true);
    // Once recovered, requests succeed again.
    const afterRecovery = answers.filter((answer) => answer.startedAt > recoveredAt + 500);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.filter((answer) => answer.status !== 200)).toEqual([]);
    // No acknowledged write was lost.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((answer) => !readDays.has(answer.dayId as string))).toEqual([]);

    return { answers, during, unavailable, report, slowest };
  }

  it('a restart (connections cut, new ones refused): quick 503s, health unavailable then ok, nothing lost', async () => {
    const { during, unavailable, slowest, report } = await underLoad(() => proxy.refuse());
    // A refused connection fails at once: every 503 comes far sooner than the outage ends.
    expect(slowest(unavailable)).toBeLessThan(OUTAGE_MS / 2);
    expect(slowest(during)).toBeLessThan(OUTAGE_MS / 2);
    expect(report.recoveryMs).toBeLessThan(5_000);
  });

  it('a stalled network (nothing answers): 503s within the configured timeouts, health unavailable then ok, nothing lost', async () => {
    const { during, unavailable, slowest, report } = await underLoad(() => proxy.stall());
    // A request waits at most for a connection or for one statement's answer, never for the outage.
    const bound = Math.max(TIMEOUTS.connectMs, QUERY_GIVE_UP_MS, HEALTH_PING_TIMEOUT_MS) + MARGIN_MS;
    expect(slowest(unavailable)).toBeLessThan(bound);
    expect(slowest(during)).toBeLessThan(bound);
    expect(report.recoveryMs).toBeLessThan(5_000);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL outages inside a transaction', () => {
  // One connection: a connection left behind broken, or never given back, shows at the next query.
  let proxy: FaultProxy;
  let database: Database;
  let direct: pg.Client;
  const table = `outage_probe_${randomUUID().replaceAll('-', '')}`;
  const insert = (id: string) => sql`insert into ${sql.identifier(table)} (id) values (${id})`;

  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const target = await createPostgresDatabase();
    dropDatabase = target.drop;
    proxy = await startFaultProxy(target.url);
    database = await openDatabase({ kind: 'postgres', url: proxy.url, maxConnections: 1, timeouts: TIMEOUTS });
    database.logTo({ warn: () => undefined });
    direct = new pg.Client({ connectionString: target.url });
    await direct.connect();
    await direct.query(`create table ${table} (id text primary key)`);
  });
  afterAll(async () => {
    await direct?.query(`drop table if exists ${table}`);
    await direct?.end();
    await database?.close();
    await proxy?.close();
    await dropDatabase?.();
  });

  /** Ids committed, as a connection of its own sees them. */
  const committed = async () =>
    (await direct.query<{ id: string }>(`select id from ${table} order by id`)).rows.map((row) => row.id);

  async function failure(work: Promise<unknown>): Promise<unknown> {
    try {
      await work;
    } catch (error) {
      return error;
    }
    throw new Error('expected the work to fail');
  }

  it('a connection cut in the middle of a transaction: a database-unavailable error, nothing half done', async () => {
    const error = await failure(
      database.db.transaction(async (tx) => {
        await tx.execute(insert('cut-1'));
        await proxy.refuse();
        await tx.execute(insert('cut-2'));
      }),
    );
    expect(isDatabaseUnavailableError(error), String(error)).toBe(true);
    await proxy.restore();
    await database.db.execute(insert('after-cut'));
    expect(await committed()).toEqual(['after-cut']);
  });

  it('a statement stalled in a transaction: given up in time, and its connection never serves a later write', async () => {
    const startedAt = performance.now();
    const error = await failure(
      database.db.transaction(async (tx) => {
        await tx.execute(insert('stalled-1'));
        proxy.stall();
        await tx.execute(insert('stalled-2'));
      }),
    );
    expect(isDatabaseUnavailableError(error), String(error)).toBe(true);
    expect(performance.now() - startedAt).toBeLessThan(QUERY_GIVE_UP_MS + MARGIN_MS);
    // The stalled statement still reaches the server once the network is back.
    await proxy.restore();
    // Acknowledged, so it must be committed: not run inside the stalled transaction left open.
    await database.db.execute(insert('acknowledged'));
    await sleep(TIMEOUTS.statementMs + 500);
    expect(await committed()).toEqual(expect.arrayContaining(['acknowledged']));
    expect(await committed()).not.toContain('stalled-2');
  });

  it('a BEGIN that gets no answer: the pool gets its connection back', async () => {
    await database.db.execute(sql`select 1`);
    proxy.stall();
    const error = await failure(database.db.transaction(async (tx) => tx.execute(insert('never'))));
    expect(isDatabaseUnavailableError(error), String(error)).toBe(true);
    await proxy.restore();
    await database.db.execute(insert('after-begin'));
    expect(await committed()).toContain('after-begin');
    expect(await committed()).not.toContain('never');
  });
});
