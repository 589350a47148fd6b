import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * A TCP port nothing listens on now, for a server about to start in another process. It is taken
 * below the system's ephemeral range: a port the OS handed out for `listen(0)` and got back can be
 * handed out again at once, to the next server of this process that listens on port 0 (a fake
 * Stripe, an SMTP inbox), before the server it was meant for binds it (EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  const below = ephemeralRangeStart();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}

function ephemeralRangeStart(): number {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (start > 11_000) return start;
  } catch {
    // Not Linux: ports below 32768 are outside the usual ephemeral ranges (Linux's, IANA's 49152).
  }
  return 32_768;
}

async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => server.close(resolve));
  return listening;
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
