import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { z } from 'zod';
import { type BibleText, BibleTextSchema } from './bible-text.js';

const gunzipAsync = promisify(gunzip);

/** A version file (or folder) that can't be imported; the message names the file and the problem. */
export class ImportError extends Error {
  override name = 'ImportError';
}

const MAX_PROBLEMS = 5;
const INDEX_FILE = 'index.json';
const VERSION_FILE = /\.json(\.gz)?$/;

/** Reads a .json or .json.gz version file (gzip told by its first bytes) and checks it against the schema. */
export async function loadVersionFile(path: string): Promise<BibleText> {
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    throw new ImportError(`${path}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  const json = isGzip(bytes)
    ? await gunzipAsync(bytes).catch((error: Error) => {
        throw new ImportError(`${path}: not a readable gzip file (${error.message})`);
      })
    : bytes;
  let data: unknown;
  try {
    data = JSON.parse(json.toString('utf8'));
  } catch (error) {
    throw new ImportError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = BibleTextSchema.safeParse(data);
  if (!parsed.success) throw new ImportError(`${path}: ${describeIssues(parsed.error.issues)}`);
  return parsed.data;
}

function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.slice(0, MAX_PROBLEMS).map((issue) => {
    const where = issue.path.join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  if (issues.length > MAX_PROBLEMS) lines.push(`and ${issues.length - MAX_PROBLEMS} more problems`);
  return lines.join('; ');
}

/** The version files a path names: the file itself, or a folder's *.json and *.json.gz (not index.json), sorted. */
export async function findVersionFiles(path: string): Promise<string[]> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new ImportError(`${path}: ${error.code === 'ENOENT' ? 'no such file or folder' : error.message}`);
  });
  if (!info.isDirectory()) {
    if (basename(path) === INDEX_FILE) throw new ImportError(`${path}: this lists versions; import its folder instead`);
    return [path];
  }
  const names = (await readdir(path, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && VERSION_FILE.test(entry.name) && entry.name !== INDEX_FILE)
    .map((entry) => entry.name)
    .sort();
  if (names.length === 0) throw new ImportError(`${path}: no version files (*.json or *.json.gz) in this folder`);
  return names.map((name) => join(path, name));
}

const VersionIndexSchema = z.object({
  versions: z.array(z.object({ id: z.string(), commercialUse: z.boolean().optional() })),
});

/**
 * Commercial-use flags by version id from the index.json beside a version file (as in
 * apps/server/assets/bible-texts), for files that don't carry the flag themselves. Empty without an index.
 */
export async function readCommercialUseIndex(versionFile: string): Promise<Map<string, boolean>> {
  const path = join(dirname(versionFile), INDEX_FILE);
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw new ImportError(`${path}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new ImportError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = VersionIndexSchema.safeParse(data);
  if (!parsed.success) throw new ImportError(`${path}: ${describeIssues(parsed.error.issues)}`);
  return new Map(
    parsed.data.versions.flatMap((entry) =>
      entry.commercialUse === undefined ? [] : [[entry.id, entry.commercialUse] as const],
    ),
  );
}
