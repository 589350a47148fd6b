// Shared by web-bundle-size.ts, web-lighthouse.ts and bible-reader.ts: where the web app lives,
// its production build into a folder of our own (never apps/web/dist: other people serve that
// one), the real server started on it, and tables.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@bible-journey/test-support/app-server';
import { build } from 'vite';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const webDir = join(repoRoot, 'apps', 'web');

/** The web app's own vite.config.ts, plus a manifest, built into `outDir`. */
export async function buildWebApp(outDir: string): Promise<void> {
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

/**
 * The build to measure: `--dist <dir>` (or BENCH_WEB_DIST) names an existing one, otherwise the
 * app is built now into a new temp folder.
 */
export async function webBuild(args: string[]): Promise<{ dir: string; built: boolean }> {
  const flag = args.indexOf('--dist');
  const given = flag >= 0 ? args[flag + 1] : process.env.BENCH_WEB_DIST;
  if (given) {
    if (!existsSync(join(given, 'index.html'))) throw new Error(`${given} has no index.html: not a web build`);
    return { dir: given, built: false };
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-web-dist-'));
  const started = performance.now();
  try {
    await buildWebApp(dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  console.log(`built the web app into ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { dir, built: true };
}

// ---- the real server -------------------------------------------------------------------------

/**
 * apps/server/dist/main.js on a free port (or BENCH_PORT), serving `webDist`, with PGlite in
 * `dataDir` and the freeUse source off; `extraEnv` adds or overrides variables (e.g. BIBLE_DIR).
 */
export async function startServer(
  webDist: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<{ origin: string; server: ChildProcess }> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  const server = spawn(process.execPath, [join(repoRoot, 'apps', 'server', 'dist', 'main.js')], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      FREE_USE_BIBLE_URL: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, server };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`${origin}/api/health did not answer within 60 s`);
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

// ---- tables ----------------------------------------------------------------------------------

export function markdownTable(header: string[], lines: string[][], rightAligned: number[] = []): string {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)));
  const cell = (text: string, i: number) =>
    rightAligned.includes(i) ? text.padStart(widths[i] as number) : text.padEnd(widths[i] as number);
  const format = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = widths.map((width, i) => (rightAligned.includes(i) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)));
  return [format(header), `| ${rule.join(' | ')} |`, ...lines.map(format)].join('\n');
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
