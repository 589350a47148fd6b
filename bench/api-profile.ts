// Where the time goes between the app and the bare baseline of api.bench.ts. Two parts:
//  1. CPU cost of the per-request pieces the baseline does not have (and of cheaper alternatives),
//     measured with tinybench on the seeded 365-day plan.
//  2. The same two calls under autocannon against variants of the app rebuilt here from
//     apps/server/dist with pieces taken out (the server sources stay untouched), then the bare
//     baseline; BENCH_REPEAT rounds (default 2; 0 runs part 1 only), median per variant.
// Not part of `npm run bench`. Run it when the ratios need explaining:
//   node --import tsx api-profile.ts            (DATABASE_URL for PostgreSQL; BENCH_DB=pglite forces PGlite)
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CompleteDayBodySchema,
  CompleteDayResponseSchema,
  DayIdParamsSchema,
  type Plan,
  PlansResponseSchema,
} from '@bible-journey/contract';
import {
  buildApp,
  createTokenService,
  type Database,
  openDatabase,
  planRoutes,
  registerApiDocs,
  registerErrorHandler,
  requireUserPlugin,
  schema,
} from '@bible-journey/server';

const { planDays, plans, users } = schema;

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmetMiddleware from 'helmet';
import { jwtVerify } from 'jose';
import { Bench } from 'tinybench';
import { z } from 'zod';
import {
  appConfig,
  appGet,
  appPut,
  baselineGet,
  baselinePut,
  CONNECTIONS,
  closeServer,
  DURATION_SECONDS,
  JWT_SECRET,
  type Measured,
  markdownTable,
  measure,
  origin,
  problems,
  type Seeded,
  seed,
  serverConfig,
  stopLoader,
  type Target,
  warnings,
} from './api-harness.js';
import { dayReadAnswer, planAnswer, type SqlClient, startBaselineServer } from './baseline-server.js';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 2);

// ---- 1. CPU cost of the pieces ---------------------------------------------------------------

// The app's response schemas without the refinements (isIsoDate, isChapterRef) on every date and
// chapter: what a response-only schema could look like.
const LeanChapterRef = z.object({ book: z.string(), chapter: z.number() });
const LeanPlansResponse = z.object({
  plans: z.array(
    z.object({
      _id: z.string(),
      readingCalendar: z.array(
        z.object({
          id: z.string(),
          _id: z.number(),
          date: z.string(),
          read: z.boolean(),
          readingStart: LeanChapterRef,
          readingEnd: LeanChapterRef,
          readingDetails: z.array(LeanChapterRef),
        }),
      ),
      shouldTrackDelays: z.boolean(),
      blockedWeekDays: z.array(z.number()),
      type: z.number(),
      planType: z.number(),
      chaptersPerDay: z.number(),
      quantityOfDays: z.number(),
      readingOrder: z.string(),
      delays: z.number(),
      updatedAt: z.string(),
    }),
  ),
});

// helmet as the app configures it, and a response stand-in that records the headers it sets.
const HELMET_OPTIONS = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false } as const;
function fakeResponse(): ServerResponse & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return {
    headers,
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse & { headers: Record<string, string> };
}

async function microbench(db: Database['db'], plan: Plan, userId: string): Promise<void> {
  const getAnswer = { plans: [plan] };
  const [first] = plan.readingCalendar;
  if (!first) throw new Error('the seeded plan has no days');
  const day = { day: first, planId: plan._id, revision: plan.revision, updatedAt: plan.updatedAt, applied: true };
  const tokens = createTokenService(JWT_SECRET);
  const token = await tokens.sign(crypto.randomUUID());
  const keyObject = createSecretKey(new TextEncoder().encode(JWT_SECRET));
  const options = { issuer: 'bible-journey', audience: 'bible-journey-app', algorithms: ['HS256'] };
  const request = { headers: {} } as IncomingMessage;
  const noop = () => undefined;
  const helmetOnce = helmetMiddleware(HELMET_OPTIONS);
  const captured = fakeResponse();
  helmetOnce(request, captured, noop);
  const helmetHeaders = Object.entries(captured.headers);
  const bench = new Bench({ time: 1000, warmupTime: 200 });
  bench
    .add('GET answer (365 days): zod encode, as the app', () => {
      z.safeEncode(PlansResponseSchema, getAnswer);
    })
    .add('GET answer: zod encode, schema without refinements', () => {
      z.safeEncode(LeanPlansResponse, getAnswer);
    })
    .add('GET answer: JSON.stringify only', () => {
      JSON.stringify(getAnswer);
    })
    .add('PUT answer (1 day): zod encode, as the app', () => {
      z.safeEncode(CompleteDayResponseSchema, day);
    })
    .add('JWT verify, as the app (key bytes: imported on every call)', async () => {
      await tokens.verify(token);
    })
    .add('JWT verify with a KeyObject made once', async () => {
      await jwtVerify(token, keyObject, options);
    })
    .add('HS256 signature check only, node:crypto createHmac (sync)', () => {
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const expected = createHmac('sha256', keyObject).update(`${header}.${payload}`).digest();
      timingSafeEqual(expected, Buffer.from(signature, 'base64url'));
    })
    .add('helmet headers, middleware built per request (as @fastify/helmet 13)', () => {
      helmetMiddleware(HELMET_OPTIONS)(request, fakeResponse(), noop);
    })
    .add('helmet headers, middleware built once', () => {
      helmetOnce(request, fakeResponse(), noop);
    })
    .add('the same headers from a precomputed list', () => {
      const response = fakeResponse();
      for (const [name, value] of helmetHeaders) response.setHeader(name, value);
    })
    .add("Drizzle builds the account lookup's SELECT (toSQL)", () => {
      db.select({ id: users.id }).from(users).where(eq(users.id, userId)).toSQL();
    })
    .add("Drizzle builds setDayRead's UPDATE (toSQL)", () => {
      db.update(planDays)
        .set({ read: true })
        .where(
          and(
            eq(planDays.id, first.id),
            sql`exists (select 1 from ${plans} where ${plans.id} = ${planDays.planId} and ${plans.userId} = ${userId})`,
          ),
        )
        .returning()
        .toSQL();
    });
  await bench.run();
  const lines = bench.tasks.map((task) => {
    const result = task.result as { latency?: { mean: number; p50: number } };
    const us = (ms: number | undefined) => ((ms ?? Number.NaN) * 1000).toFixed(0);
    return [task.name, us(result.latency?.mean), us(result.latency?.p50)];
  });
  console.log(`\n${markdownTable(['CPU per request', 'mean µs', 'median µs'], lines)}\n`);
}

// ---- 2. app variants under load --------------------------------------------------------------

interface Variant {
  name: string;
  /** helmet, cors, rate-limit and the API docs, as buildApp registers them. */
  plugins: boolean;
  /** false leaves helmet out of the plugins. */
  helmet?: boolean;
  /** db: the app's requireUser (JWT check; the account check lives in the statements since 2026-11-22); jwt: a bare JWT check; none: a fixed user. */
  auth: 'db' | 'jwt' | 'none';
  /** zod: the app's response serializer (encode through the schema); json: JSON.stringify only. */
  serializer: 'zod' | 'json';
  /** app: the app's plan routes (Drizzle, user-scoped SQL); raw: same schemas, the baseline's SQL. */
  routes?: 'app' | 'raw';
}

const VARIANTS: Variant[] = [
  { name: 'rebuilt app (same as buildApp)', plugins: true, auth: 'db', serializer: 'zod' },
  { name: '− helmet/cors/rate-limit/docs', plugins: false, auth: 'db', serializer: 'zod' },
  { name: '− helmet', plugins: true, helmet: false, auth: 'db', serializer: 'zod' },
  { name: '− account lookup (JWT only)', plugins: true, auth: 'jwt', serializer: 'zod' },
  { name: '− JWT and lookup (fixed user)', plugins: true, auth: 'none', serializer: 'zod' },
  { name: '− zod response encode', plugins: true, auth: 'db', serializer: 'json' },
  { name: '− lookup − zod encode', plugins: true, auth: 'jwt', serializer: 'json' },
  { name: '− all of the above', plugins: false, auth: 'none', serializer: 'json' },
  {
    name: '− all of the above, baseline SQL (Fastify + zod input)',
    plugins: false,
    auth: 'none',
    serializer: 'json',
    routes: 'raw',
  },
];

/** The two routes with the app's schemas, doing the baseline's SQL (no Drizzle, no user scoping). */
function rawRoutes(client: SqlClient, planId: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);
    app.get(
      '/plan',
      { schema: { response: { 200: PlansResponseSchema } } },
      async () => (await planAnswer(client, planId)) as z.infer<typeof PlansResponseSchema>,
    );
    app.put(
      '/day-reading/complete/:dayId',
      {
        schema: {
          params: DayIdParamsSchema,
          body: CompleteDayBodySchema,
          response: { 200: CompleteDayResponseSchema },
        },
      },
      async (request) =>
        (await dayReadAnswer(client, request.params.dayId, request.body.read)) as z.infer<
          typeof CompleteDayResponseSchema
        >,
    );
  };
}

class Unauthorized extends Error {
  readonly statusCode = 401;
}

async function buildVariant(database: Database, variant: Variant, seeded: Seeded): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({ logger: { level: 'silent' }, bodyLimit: 1_048_576 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(variant.serializer === 'zod' ? serializerCompiler : () => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  const tokens = createTokenService(JWT_SECRET);
  if (variant.plugins) {
    if (variant.helmet !== false) await app.register(helmet, HELMET_OPTIONS);
    await app.register(cors, { origin: false });
    await app.register(rateLimit, { global: false });
  }
  if (variant.auth === 'db') {
    await app.register(requireUserPlugin, { tokens, db });
  } else {
    app.decorateRequest('userId', '');
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (variant.auth === 'none') {
        request.userId = seeded.userId;
        return;
      }
      const subject = await tokens.verify(request.headers.authorization?.slice('Bearer '.length) ?? '');
      if (!subject) throw new Unauthorized('Unauthorized');
      request.userId = subject;
    });
  }
  if (variant.plugins) await registerApiDocs(app);
  if (variant.routes === 'raw') {
    const client = (db as unknown as { $client: SqlClient }).$client;
    await app.register(rawRoutes(client, seeded.plan._id), { prefix: '/api' });
  } else {
    await app.register(planRoutes, { prefix: '/api', db });
  }
  return app;
}

interface Row {
  name: string;
  get: Measured[];
  put: Measured[];
}

async function profileDatabase(label: string, database: Database): Promise<void> {
  await database.migrate();
  const app = await buildApp({ database, config: appConfig });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  let seeded: Seeded | undefined;
  try {
    seeded = await seed(origin(app.server));
    const s = seeded;
    await microbench(database.db, s.plan, s.userId);

    const rows = new Map<string, Row>();
    const record = async (name: string, targets: { get: Target; put: Target }) => {
      console.log(`  ${name}…`);
      const row = rows.get(name) ?? { name, get: [], put: [] };
      rows.set(name, row);
      row.get.push(await measure(targets.get));
      row.put.push(await measure(targets.put));
    };
    for (let round = 1; round <= REPEAT; round++) {
      console.log(`${label}, round ${round} of ${REPEAT}:`);
      await record('app (buildApp)', { get: appGet(origin(app.server), s), put: appPut(origin(app.server), s) });
      for (const variant of VARIANTS) {
        const variantApp = await buildVariant(database, variant, s);
        await variantApp.listen({ host: '127.0.0.1', port: 0 });
        const url = origin(variantApp.server);
        try {
          await record(variant.name, { get: appGet(url, s), put: appPut(url, s) });
        } finally {
          await variantApp.close();
        }
      }
      const baseline = await startBaselineServer(client);
      try {
        await record('bare baseline', { get: baselineGet(baseline.url, s), put: baselinePut(baseline.url, s) });
      } finally {
        await closeServer(baseline.server);
      }
    }
    if (REPEAT > 0) report(label, [...rows.values()]);
  } finally {
    await app.close();
    if (seeded && database.kind === 'postgres') await client.query('DELETE FROM users WHERE id = $1', [seeded.userId]);
    await database.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

function report(label: string, rows: Row[]): void {
  const baseline = rows.find((row) => row.name === 'bare baseline');
  const baseGet = median(baseline?.get.map((r) => r.requestsPerSecond) ?? [Number.NaN]);
  const basePut = median(baseline?.put.map((r) => r.requestsPerSecond) ?? [Number.NaN]);
  const each = (results: Measured[]) => results.map((r) => r.requestsPerSecond.toFixed(0)).join(', ');
  const lines = rows.map(({ name, get, put }) => {
    const getRps = median(get.map((r) => r.requestsPerSecond));
    const putRps = median(put.map((r) => r.requestsPerSecond));
    return [
      name,
      getRps.toFixed(0),
      (getRps / baseGet).toFixed(2),
      median(get.map((r) => r.p99Ms)).toFixed(0),
      median(get.map((r) => r.cpuUsPerRequest)).toFixed(0),
      putRps.toFixed(0),
      (putRps / basePut).toFixed(2),
      median(put.map((r) => r.p99Ms)).toFixed(0),
      median(put.map((r) => r.cpuUsPerRequest)).toFixed(0),
      `${each(get)}; ${each(put)}`,
    ];
  });
  const header = [
    `${label} variant`,
    'GET req/s',
    'GET ratio',
    'GET p99 ms',
    'GET CPU µs/req',
    'PUT req/s',
    'PUT ratio',
    'PUT p99 ms',
    'PUT CPU µs/req',
    'each round req/s: GET; PUT',
  ];
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, median of ${REPEAT} round(s)\n` +
      `${markdownTable(header, lines)}\n`,
  );
  for (const { name, get, put } of rows) {
    const invalid = [...get, ...put].flatMap((result) => [
      ...problems(`${label} ${name}`, result),
      ...warnings(`${label} ${name}`, result),
    ]);
    for (const line of invalid) console.error(`note: ${line}`);
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url && process.env.BENCH_DB !== 'pglite') {
    const database = await openDatabase({ kind: 'postgres', url, maxConnections: serverConfig.databasePoolSize });
    await profileDatabase('PostgreSQL', database);
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'bible-journey-bench-'));
  try {
    await profileDatabase('PGlite', await openDatabase({ kind: 'pglite', dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error('api profile setup failed:', error);
  process.exitCode = 1;
} finally {
  stopLoader();
}
