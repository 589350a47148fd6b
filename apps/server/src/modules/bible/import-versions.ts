import { resolve } from 'node:path';
import type { Db } from '../../db/database.js';
import { type BibleText, forbidsCommercialUse } from './bible-text.js';
import { findVersionFiles, ImportError, loadVersionFile, readCommercialUseIndex } from './import-files.js';
import { countVerses, listLocalVersions, type SaveStatus, saveVersion } from './local-store.js';

export interface ImportLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Where an import stands: chapters count over every version being saved. */
export interface ImportProgress {
  versionId: string;
  /** 1-based position of the version being saved. */
  versionNumber: number;
  versionCount: number;
  chaptersSaved: number;
  chaptersTotal: number;
}

export interface ImportOptions {
  log: ImportLog;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportResult {
  id: string;
  name: string;
  /** The file (or source) the text came from. */
  from: string;
  status: SaveStatus;
  verseCount: number;
}

/** A text ready to save, with where it came from for messages. */
export interface VersionToImport {
  text: BibleText;
  from: string;
}

/**
 * Imports version files and folders of them. Every file is read and checked first: if any is
 * broken, nothing is imported and the ImportError lists each broken file.
 */
export async function importVersions(
  db: Db,
  paths: readonly string[],
  options: ImportOptions,
): Promise<ImportResult[]> {
  const versions = await readVersions(paths);
  warnAboutLicences(versions, options.log);
  return saveVersions(db, versions, options.onProgress);
}

/** Reads and checks the version files that files and folders name; throws an ImportError listing every broken one. */
export async function readVersions(paths: readonly string[]): Promise<VersionToImport[]> {
  return loadVersions(await versionFilesOf(paths));
}

/** For start-up (BIBLE_DIR): imports the folder's versions that aren't in the database yet. */
export async function importMissingVersions(db: Db, dir: string, log: ImportLog): Promise<ImportResult[]> {
  const present = new Set((await listLocalVersions(db)).map((version) => version.id));
  const versions = (await loadVersions(await findVersionFiles(dir))).filter(({ text }) => !present.has(text.id));
  warnAboutLicences(versions, log);
  const results = await saveVersions(db, versions);
  for (const result of results) log.info(describeResult(result));
  return results;
}

/** One line per saved version, e.g. "kjv: imported (King James Version, 31102 verses) from texts/kjv.json.gz". */
export function describeResult(result: ImportResult): string {
  return `${result.id}: ${result.status} (${result.name}, ${result.verseCount} verses) from ${result.from}`;
}

async function versionFilesOf(paths: readonly string[]): Promise<string[]> {
  if (paths.length === 0) throw new ImportError('No file or folder to import was given.');
  const files: string[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    for (const file of await findVersionFiles(path)) {
      if (seen.has(resolve(file))) continue;
      seen.add(resolve(file));
      files.push(file);
    }
  }
  return files;
}

/** Reads and checks every file, gathering all problems before refusing. */
async function loadVersions(files: readonly string[]): Promise<VersionToImport[]> {
  const versions: VersionToImport[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      const text = await loadVersionFile(file);
      const indexed = text.commercialUse === undefined ? (await readCommercialUseIndex(file)).get(text.id) : undefined;
      versions.push({ text: indexed === undefined ? text : { ...text, commercialUse: indexed }, from: file });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      problems.push(error.message);
    }
  }
  const byId = new Map<string, string>();
  for (const { text, from } of versions) {
    const other = byId.get(text.id);
    if (other) problems.push(`${from}: holds version "${text.id}", as ${other} does; import one of them`);
    byId.set(text.id, from);
  }
  if (problems.length > 0) {
    throw new ImportError(
      `Nothing was imported: ${problems.length === 1 ? 'a file is' : `${problems.length} files are`} not valid.\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return versions;
}

export function warnAboutLicences(versions: readonly VersionToImport[], log: ImportLog): void {
  for (const { text } of versions) {
    if (forbidsCommercialUse(text)) {
      log.warn(
        `${text.id}: licence ${text.license} forbids commercial use; premium features are paid — get permission or remove it`,
      );
    }
  }
}

/** Saves checked versions one after another, each in its own transaction. */
export async function saveVersions(
  db: Db,
  versions: readonly VersionToImport[],
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportResult[]> {
  const chapterCounts = versions.map(({ text }) => text.books.reduce((sum, book) => sum + book.chapters.length, 0));
  const chaptersTotal = chapterCounts.reduce((sum, count) => sum + count, 0);
  const results: ImportResult[] = [];
  let chaptersBefore = 0;
  for (const [index, { text, from }] of versions.entries()) {
    const report = (saved: number) =>
      onProgress?.({
        versionId: text.id,
        versionNumber: index + 1,
        versionCount: versions.length,
        chaptersSaved: chaptersBefore + saved,
        chaptersTotal,
      });
    const chapters = chapterCounts[index] ?? 0;
    report(0);
    const { status } = await saveVersion(db, text, report);
    // An unchanged version writes no chapter; the progress still moves past it.
    report(chapters);
    chaptersBefore += chapters;
    results.push({ id: text.id, name: text.name, from, status, verseCount: countVerses(text) });
  }
  return results;
}
