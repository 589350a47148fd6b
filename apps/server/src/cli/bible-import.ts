import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BibleVersionIdSchema } from '@bible-journey/contract';
import { ConfigError, loadConfig, type ServerConfig } from '../config.js';
import { createFreeUseProvider } from '../integrations/bible/free-use.js';
import { BibleProviderError } from '../integrations/bible/provider.js';
import { FREE_USE_ALIASES, findCatalogEntry } from '../modules/bible/catalog.js';
import { ImportError } from '../modules/bible/import-files.js';
import {
  describeResult,
  type ImportLog,
  readVersions,
  saveVersions,
  type VersionToImport,
  warnAboutLicences,
} from '../modules/bible/import-versions.js';
import { createProgressDisplay, type ProgressOutput } from './import-progress.js';
import { DataDirInUseError, openServerDatabase } from './server-database.js';

const USAGE = `Usage:
  npm run bible:import -- PATH [PATH...]
      Imports Bible version files (.json or .json.gz, format: apps/server/assets/bible-texts/README.md) or folders of them.
  npm run bible:import -- --from freeUse TRANSLATION [--id VERSION_ID]
      Downloads a whole open translation from the Free Use Bible API (e.g. eng_kjv, por_blt).

The database is the server's: DATABASE_URL, else the embedded one under DATA_DIR (stop the server first).`;

export interface CliIo {
  stdout: ProgressOutput;
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}

class UsageError extends Error {
  override name = 'UsageError';
}

type Command = { kind: 'files'; paths: string[] } | { kind: 'freeUse'; translation: string; versionId: string };

/** `npm run bible:import`: returns the exit code (0 done, 1 failed with a message on stderr). */
export async function runBibleImport(args: readonly string[], io: CliIo = processIo()): Promise<number> {
  const log: ImportLog = {
    info: (message) => io.stdout.write(`${message}\n`),
    warn: (message) => io.stderr.write(`Warning: ${message}\n`),
  };
  try {
    const command = parseCommand(args, io.env);
    if (command === 'help') {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const config = loadConfig(io.env);
    // Everything is read and checked before the database is opened: a broken file changes nothing.
    const versions = command.kind === 'files' ? await readVersions(command.paths) : [await download(command, config)];
    warnAboutLicences(versions, log);
    await save(versions, config, io, log);
    return 0;
  } catch (error) {
    io.stderr.write(`${messageOf(error)}\n`);
    return 1;
  }
}

function parseCommand(args: readonly string[], env: NodeJS.ProcessEnv): Command | 'help' {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.from !== undefined) {
    if (values.from.toLowerCase() !== 'freeuse')
      throw new UsageError(`--from ${values.from}: the only source is freeUse`);
    const [translation, ...extra] = positionals;
    if (!translation || extra.length > 0) throw new UsageError('--from freeUse takes one translation id, e.g. eng_kjv');
    const versionId = values.id ?? FREE_USE_ALIASES.get(translation.toLowerCase()) ?? translation.toLowerCase();
    if (!BibleVersionIdSchema.safeParse(versionId).success) {
      throw new UsageError(`"${versionId}" can't be a version id: use lower-case letters, digits, "_" or "-" (--id)`);
    }
    return { kind: 'freeUse', translation, versionId };
  }
  if (values.id !== undefined) throw new UsageError('--id goes with --from freeUse; a file names its own version id');
  if (positionals.length === 0) throw new UsageError('Name a version file or a folder of them to import.');
  // npm runs scripts from the repository root; paths are meant from where the command was typed.
  const base = env.INIT_CWD;
  return { kind: 'files', paths: positionals.map((path) => (base ? resolve(base, path) : path)) };
}

function parseOptions(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: { from: { type: 'string' }, id: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
}

async function download(
  command: Extract<Command, { kind: 'freeUse' }>,
  config: ServerConfig,
): Promise<VersionToImport> {
  const baseUrl = config.bible.freeUseUrl;
  if (!baseUrl) throw new ImportError('The Free Use Bible API is switched off (FREE_USE_BIBLE_URL=off).');
  const provider = createFreeUseProvider({ baseUrl, timeoutMs: config.bible.timeoutMs });
  const text = await provider.fetchCompleteTranslation(command.translation, command.versionId).catch((error) => {
    if (!(error instanceof BibleProviderError)) throw error;
    throw new ImportError(`Could not download ${command.translation} from ${baseUrl}: ${error.message}`);
  });
  // A catalog version keeps the catalog's name whatever serves it, as the server's own copy does.
  const entry = findCatalogEntry(command.versionId);
  return {
    text: entry ? { ...text, abbr: entry.abbr, name: entry.name, language: entry.language } : text,
    from: `freeUse ${command.translation}`,
  };
}

async function save(versions: VersionToImport[], config: ServerConfig, io: CliIo, log: ImportLog): Promise<void> {
  const database = await openServerDatabase(config);
  const progress = createProgressDisplay(io.stdout);
  try {
    await database.migrate();
    const results = await saveVersions(database.db, versions, (event) => progress.update(event));
    progress.stop();
    for (const result of results) log.info(describeResult(result));
    const count = (status: string) => results.filter((result) => result.status === status).length;
    log.info(`Done: ${count('imported')} imported, ${count('replaced')} replaced, ${count('unchanged')} unchanged.`);
  } finally {
    progress.stop();
    await database.close();
  }
}

function messageOf(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\n\n${USAGE}`;
  if (error instanceof ImportError || error instanceof ConfigError || error instanceof DataDirInUseError) {
    return error.message;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runBibleImport(process.argv.slice(2));
}
