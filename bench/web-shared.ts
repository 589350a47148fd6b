// Shared by web-bundle-size.ts and web-lighthouse.ts: where the web app lives, its production
// build into a folder of our own (never apps/web/dist: other people serve that one) and tables.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
