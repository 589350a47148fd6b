import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server's entry (`npm run build` makes it). */
const serverMain = () => fileURLToPath(import.meta.resolve('@bible-journey/server/main'));

/** Settings every server of the suite runs with: no internet, quiet logs. */
export const BASE_SERVER_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // No internet in tests: the freeUse source is off.
  FREE_USE_BIBLE_URL: 'off',
};

export interface AppServer {
  /** The server's address, e.g. http://127.0.0.1:41234. */
  base: string;
  port: number;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on now, for a server about to start. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The built server (apps/server/dist/main.js) as a process of its own, on an embedded database:
 * `dataDir` itself, or a new folder holding a copy of `template` (a data folder a server has started
 * on once: migrated, the shipped Bible texts imported), removed again on stop. Resolves once it
 * answers /api/health.
 */
export async function startAppServer(
  options: {
    env?: Record<string, string>;
    template?: string;
    dataDir?: string;
    port?: number;
    startTimeoutMs?: number;
  } = {},
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bj-e2e-data-'));
  if (options.template && !options.dataDir) cpSync(options.template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [serverMain()], {
    env: { ...process.env, ...BASE_SERVER_ENV, PORT: String(port), DATA_DIR: dataDir, APP_URL: base, ...options.env },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 150_000);
  for (;;) {
    const healthy = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { base, port, stop };
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the test server on ${base} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A data folder a server has started on once and stopped: the migrations applied and the shipped
 * Bible texts imported (about 10 s), for every server of the run to start from a copy in a moment.
 */
export async function prepareDataTemplate(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'bj-e2e-template-'));
  const server = await startAppServer({ dataDir: folder, startTimeoutMs: 180_000 });
  await server.stop();
  // The lock of the server that made it is no one's in a copy.
  rmSync(join(folder, '.lock'), { recursive: true, force: true });
  rmSync(join(folder, '.lock-owner'), { force: true });
  return folder;
}
