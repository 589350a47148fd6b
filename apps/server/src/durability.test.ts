import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plan, Session } from '@bible-journey/contract';
import { freePort } from '@bible-journey/test-support/app-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlanBody } from './test/factories.js';

/**
 * The real server, as `npm start` runs it, on a fresh embedded database: every write it
 * acknowledged must survive a SIGKILL, and a second server must refuse the same data folder.
 */

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const BUILT = existsSync(MAIN);
const JWT_SECRET = 'durability-test-secret-that-is-long-enough!!';
const LOCKED = 'in use by another Bible Journey server';
const START_TIMEOUT_MS = 120_000;

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Map<ChildProcess, Promise<unknown>>();

/** Starts `node apps/server/dist/main.js` with a clean environment (no DATABASE_URL: PGlite in dataDir). */
async function spawnServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      WEB_DIST_DIR: dataDir,
      FREE_USE_BIBLE_URL: 'off',
      // Not this test's subject, and a first start importing them is slow on a loaded machine.
      BUNDLED_BIBLES: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  children.set(child, exited);
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves 'ready' once /api/health answers ok, or 'exited' if the process ends first. */
// A bound, not a measure: a start takes a few seconds, much more on a loaded 2-core machine.
async function readyOrExited(server: Running, timeoutMs = START_TIMEOUT_MS): Promise<'ready' | 'exited'> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) return 'exited';
    try {
      const answer = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return 'ready';
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start within ${timeoutMs} ms:\n${server.output()}`);
}

async function startServer(dataDir: string): Promise<Running> {
  const server = await spawnServer(dataDir);
  if ((await readyOrExited(server)) === 'exited') throw new Error(`the server exited:\n${server.output()}`);
  return server;
}

async function call<T>(server: Running, method: string, path: string, token?: string, body?: unknown) {
  const answer = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

describe.skipIf(!BUILT)(
  BUILT
    ? 'the server process on an embedded database'
    : 'the server process (SKIPPED: apps/server/dist/main.js does not exist; build it with `npx tsc -b`)',
  () => {
    let dataDir: string;
    let first: Running;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'bj-durability-'));
      first = await startServer(dataDir);
    }, START_TIMEOUT_MS + 10_000);
    afterAll(async () => {
      const exits = [...children.values()];
      for (const child of children.keys()) child.kill('SIGKILL');
      await Promise.all(exits);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('a second server on the same DATA_DIR exits non-zero, saying the folder is in use', async () => {
      const second = await spawnServer(dataDir);
      const { code } = await second.exited;
      expect(code, second.output()).not.toBe(0);
      expect(code).not.toBeNull();
      expect(second.output()).toContain(LOCKED);
      // The first one carries on.
      expect((await call(first, 'GET', '/api/health')).status).toBe(200);
    });

    it(
      'keeps every acknowledged write through a SIGKILL',
      async () => {
        const registered = await call<Session>(first, 'POST', '/api/auth/register', undefined, {
          name: 'Durable Dora',
          email: 'dora@example.com',
          password: 'survives a crash',
        });
        expect(registered.status).toBe(200);
        const { token } = registered.body;
        const created = await call<{ plan: Plan }>(first, 'POST', '/api/plan', token, buildPlanBody());
        expect(created.status).toBe(200);
        const { plan } = created.body;
        expect((await call(first, 'POST', '/api/language', token, { language: 'pl' })).status).toBe(200);
        expect(
          (await call(first, 'PUT', `/api/plan/track-delays/${plan._id}`, token, { shouldTrackDelays: false })).status,
        ).toBe(200);

        // Ten days one after another, then ten at once; the last answer is followed at once by SIGKILL.
        const acknowledged: string[] = [];
        const days = plan.readingCalendar;
        for (const day of days.slice(0, 10)) {
          const answer = await call(first, 'PUT', `/api/day-reading/complete/${day.id}`, token, { read: true });
          expect(answer.status).toBe(200);
          acknowledged.push(day.id);
        }
        const parallel = await Promise.all(
          days.slice(10, 20).map(async (day) => {
            const answer = await call(first, 'PUT', `/api/day-reading/complete/${day.id}`, token, { read: true });
            return answer.status === 200 ? day.id : undefined;
          }),
        );
        const last = days[20] as Plan['readingCalendar'][number];
        const lastAnswer = await fetch(`${first.url}/api/day-reading/complete/${last.id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ read: true }),
        });
        if (lastAnswer.status === 200) first.child.kill('SIGKILL');
        expect(lastAnswer.status).toBe(200);
        acknowledged.push(...parallel.filter((id): id is string => id !== undefined), last.id);
        expect(acknowledged).toHaveLength(21);
        expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

        // The killed server's lock is left behind; its process is gone, so the restart takes it over
        // at once, as a supervisor restarting the service expects.
        const restarted = await spawnServer(dataDir);
        expect(await readyOrExited(restarted), restarted.output()).toBe('ready');

        const listed = await call<{ plans: Plan[] }>(restarted, 'GET', '/api/plan', token);
        expect(listed.status).toBe(200);
        expect(listed.body.plans).toHaveLength(1);
        const stored = listed.body.plans[0] as Plan;
        expect(stored._id).toBe(plan._id);
        expect(stored.shouldTrackDelays).toBe(false);
        expect(stored.readingCalendar.filter((day) => day.read).map((day) => day.id)).toEqual(
          days.slice(0, 21).map((day) => day.id),
        );
        expect((await call(restarted, 'GET', '/api/language', token)).body).toEqual({ language: 'pl' });
        const signIn = await call<Session>(restarted, 'POST', '/api/auth/authenticate', undefined, {
          email: 'dora@example.com',
          password: 'survives a crash',
        });
        expect(signIn.body.user?.id).toBe(registered.body.user.id);
      },
      START_TIMEOUT_MS + 60_000,
    );
  },
);
