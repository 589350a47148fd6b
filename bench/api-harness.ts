// Shared by api.bench.ts, api-profile.ts and bible-reader.ts: the app config, the seeded account
// and plan, the autocannon child process and the results table.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plan, PlanBody, Session } from '@bible-journey/contract';
import { buildReadingCalendar, defaultReadingRange } from '@bible-journey/core';
import { loadConfig } from '@bible-journey/server';
import type { LoadSpec, LoadSummary } from './load-runner.js';

export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_SECONDS = 2;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256!!';

export const serverConfig = loadConfig({
  LOG_LEVEL: 'silent',
  JWT_SECRET,
  AUTH_RATE_LIMIT: '100000',
  FREE_USE_BIBLE_URL: 'off',
});
export const appConfig = { ...serverConfig, webDistDir: null };

export type Target = Omit<LoadSpec, 'connections' | 'durationSeconds'>;

// ---- load generator (child process) ----------------------------------------------------------

let loader: ChildProcess | undefined;

function load(spec: LoadSpec): Promise<LoadSummary> {
  loader ??= fork(new URL('./load-runner.ts', import.meta.url));
  const child = loader;
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`load runner exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message: { ok: true; summary: LoadSummary } | { ok: false; error: string }) => {
      child.off('exit', onExit);
      if (message.ok) resolve(message.summary);
      else reject(new Error(`autocannon failed: ${message.error}`));
    });
    child.send(spec);
  });
}

export interface Measured extends LoadSummary {
  /**
   * CPU time of this process (the servers, and PGlite, which runs in it) per answered request:
   * steadier than req/s on a shared machine, where other work takes cores away at random.
   */
  cpuUsPerRequest: number;
}

export interface LoadShape {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

const DEFAULT_SHAPE: LoadShape = {
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
};

/** A warm-up (2 s), then the measured run (autocannon in the child process). */
export async function measure(target: Target, shape: LoadShape = DEFAULT_SHAPE): Promise<Measured> {
  const { connections, warmupSeconds, durationSeconds } = shape;
  await load({ ...target, connections, durationSeconds: warmupSeconds });
  const before = process.cpuUsage();
  const summary = await load({ ...target, connections, durationSeconds });
  const cpu = process.cpuUsage(before);
  return { ...summary, cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, summary.total) };
}

export function stopLoader(): void {
  loader?.kill();
  loader = undefined;
}

// ---- HTTP helpers ----------------------------------------------------------------------------

export async function call(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

export function expectOk<Body>(what: string, response: { status: number; body: unknown }): Body {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Body;
}

export const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

// ---- seed data -------------------------------------------------------------------------------

/** A whole Bible over 2027, as the app builds and sends it. */
export function yearPlanBody(): PlanBody {
  const { start, end } = defaultReadingRange('traditional');
  const readingCalendar = buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    startReading: start,
    endReading: end,
  });
  return {
    readingCalendar,
    shouldTrackDelays: true,
    blockedWeekDays: [],
    planType: 0,
    chaptersPerDay: 3,
    quantityOfDays: readingCalendar.length,
    readingOrder: 'traditional',
  };
}

export interface Seeded {
  userId: string;
  auth: { authorization: string };
  plan: Plan;
  dayIds: string[];
}

/** Registers a new account through the app and saves a 365-day plan for it. */
export async function seed(app: string): Promise<Seeded> {
  const session = expectOk<Session>(
    'register',
    await call(`${app}/api/auth/register`, {
      method: 'POST',
      json: { name: 'Bench Reader', email: `bench-${randomUUID()}@example.com`, password: 'correct horse battery' },
    }),
  );
  const auth = { authorization: `Bearer ${session.token}` };
  const { plan } = expectOk<{ plan: Plan }>(
    'create plan',
    await call(`${app}/api/plan`, { method: 'POST', headers: auth, json: yearPlanBody() }),
  );
  const dayIds = plan.readingCalendar.map((day) => day.id);
  if (dayIds.length !== 365) throw new Error(`expected 365 days, got ${dayIds.length}`);
  return { userId: session.user.id, auth, plan, dayIds };
}

/** Many readers, each with a 365-day plan: how ticks arrive in real life (one person's plan at a time). */
export async function seedReaders(app: string, count: number): Promise<Seeded[]> {
  const readers: Seeded[] = [];
  for (let i = 0; i < count; i++) readers.push(await seed(app));
  return readers;
}

/** Interleaves the readers' day ids: reader 0 day 0, reader 1 day 0, … reader 0 day 1, … */
function interleavedDays(readers: readonly Seeded[]): { reader: Seeded; dayId: string }[] {
  return Array.from({ length: 365 }, (_, day) =>
    readers.map((reader) => ({ reader, dayId: reader.dayIds[day] as string })),
  ).flat();
}

/** PUT ticks spread over many readers' plans, each with its own token. */
export const appPutReaders = (url: string, readers: readonly Seeded[]): Target => {
  const ticks = interleavedDays(readers);
  return {
    url,
    headers: JSON_HEADERS,
    request: {
      method: 'PUT',
      paths: ticks.map(({ dayId }) => `/api/day-reading/complete/${dayId}`),
      pathHeaders: ticks.map(({ reader }) => reader.auth),
    },
  };
};

export const baselinePutReaders = (url: string, readers: readonly Seeded[]): Target => ({
  url,
  headers: JSON_HEADERS,
  request: { method: 'PUT', paths: interleavedDays(readers).map(({ dayId }) => `/day/${dayId}`) },
});

const JSON_HEADERS = { 'content-type': 'application/json' };

/** GET /api/plan on the app (or an app variant), authenticated. */
export const appGet = (url: string, { auth }: Seeded): Target => ({
  url,
  headers: auth,
  request: { method: 'GET', path: '/api/plan' },
});

/** PUT /api/day-reading/complete/{dayId} on the app, cycling through the 365 days. */
export const appPut = (url: string, { auth, dayIds }: Seeded): Target => ({
  url,
  headers: { ...auth, ...JSON_HEADERS },
  request: { method: 'PUT', paths: dayIds.map((id) => `/api/day-reading/complete/${id}`) },
});

export const baselineGet = (url: string, { plan }: Seeded): Target => ({
  url,
  headers: {},
  request: { method: 'GET', path: `/plan/${plan._id}` },
});

export const baselinePut = (url: string, { dayIds }: Seeded): Target => ({
  url,
  headers: JSON_HEADERS,
  request: { method: 'PUT', paths: dayIds.map((id) => `/day/${id}`) },
});

// ---- report ----------------------------------------------------------------------------------

export function markdownTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  return [format(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...lines.map(format)].join(
    '\n',
  );
}

/** Answers other than 2xx mean the run measured something else (a setup error): its figures are void. */
export function problems(label: string, result: LoadSummary): string[] {
  return result.non2xx > 0 ? [`${label}: ${result.non2xx} of ${result.total} answers were not 2xx`] : [];
}

/** Connection errors and timeouts are load symptoms, not setup errors: reported, not fatal. */
export function warnings(label: string, result: LoadSummary): string[] {
  return result.errors > 0 ? [`${label}: ${result.errors} connection errors (${result.timeouts} timeouts)`] : [];
}
