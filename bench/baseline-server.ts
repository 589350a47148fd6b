// The bare baseline for api.bench.ts: node:http and plain SQL on the same database client the app
// uses (the PGlite instance, or the same pg Pool), with no framework, no auth and no validation.
// It does the same database work as the app's routes and answers the same JSON.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What PGlite (`db.query`) and a pg Pool (`pool.query`) have in common. */
export interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

interface PlanRow {
  id: string;
  plan_type: number;
  reading_order: string;
  chapters_per_day: number;
  quantity_of_days: number;
  blocked_week_days: number[];
  should_track_delays: boolean;
  delays: number;
  updated_at: Date;
}

interface DayRow {
  id: string;
  position: number;
  date: string;
  read: boolean;
  reading_start: unknown;
  reading_end: unknown;
  reading_details: unknown;
}

const PLAN_SQL =
  'SELECT id, plan_type, reading_order, chapters_per_day, quantity_of_days, blocked_week_days, ' +
  'should_track_delays, delays, updated_at FROM plans WHERE id = $1';
const DAY_COLUMNS = 'id, position, date::text AS date, read, reading_start, reading_end, reading_details';
const DAYS_SQL = `SELECT ${DAY_COLUMNS} FROM plan_days WHERE plan_id = $1 ORDER BY position`;
const SET_READ_SQL = `UPDATE plan_days SET read = $1 WHERE id = $2 RETURNING ${DAY_COLUMNS}`;

// Same keys in the same order as the app's presenter, so both answer the same bytes.
const presentDay = (day: DayRow) => ({
  id: day.id,
  _id: day.position,
  date: day.date,
  read: day.read,
  readingStart: day.reading_start,
  readingEnd: day.reading_end,
  readingDetails: day.reading_details,
});

const presentPlan = (plan: PlanRow, days: DayRow[]) => ({
  _id: plan.id,
  readingCalendar: days.map(presentDay),
  shouldTrackDelays: plan.should_track_delays,
  blockedWeekDays: plan.blocked_week_days,
  type: plan.plan_type,
  planType: plan.plan_type,
  chaptersPerDay: plan.chapters_per_day,
  quantityOfDays: plan.quantity_of_days,
  readingOrder: plan.reading_order,
  delays: plan.delays,
  updatedAt: plan.updated_at.toISOString(),
});

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** GET's database work and answer: the plan row and its days in order; undefined when no such plan. */
export async function planAnswer(client: SqlClient, planId: string): Promise<unknown> {
  const { rows: plans } = await client.query<PlanRow>(PLAN_SQL, [planId]);
  const plan = plans[0];
  if (!plan) return undefined;
  const { rows: days } = await client.query<DayRow>(DAYS_SQL, [planId]);
  return { plans: [presentPlan(plan, days)] };
}

/** PUT's database work and answer: one UPDATE of one day row; undefined when no such day. */
export async function dayReadAnswer(client: SqlClient, dayId: string, read: boolean): Promise<unknown> {
  const { rows } = await client.query<DayRow>(SET_READ_SQL, [read, dayId]);
  const day = rows[0];
  return day ? { day: presentDay(day) } : undefined;
}

async function handle(client: SqlClient, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  let answer: unknown;
  if (req.method === 'GET' && url.startsWith('/plan/')) {
    answer = await planAnswer(client, url.slice('/plan/'.length));
  } else if (req.method === 'PUT' && url.startsWith('/day/')) {
    const { read } = (await readJson(req)) as { read: boolean };
    answer = await dayReadAnswer(client, url.slice('/day/'.length), read);
  }
  if (answer === undefined) send(res, 404, { error: 'Not Found' });
  else send(res, 200, answer);
}

/** Starts the baseline on 127.0.0.1 on a free port; returns the server and its base URL. */
export async function startBaselineServer(client: SqlClient): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handle(client, req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: String(error) });
      else res.destroy();
    });
  });
  // Fastify's keep-alive timeout (Node's default is 5 s), so idle connections live as long on both.
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}
