import type { Db } from '../../db/database.js';
import { type ImportLog, type ImportResult, importMissingVersions } from './import-versions.js';
import { listLocalVersions } from './local-store.js';

export interface BibleTextSources {
  /** BIBLE_DIR: the operator's folder, whose missing versions are imported at every start. */
  importDir: string | undefined;
  /** The texts shipped with the server; undefined when turned off. */
  bundledDir: string | undefined;
}

/**
 * Start-up: the operator's folder first; then, when the database still holds no local version,
 * the shipped open texts, so a fresh install reads in English, Portuguese and Polish with no
 * network. Once any local version exists the shipped texts are never imported again (an operator
 * who removed them keeps them removed).
 */
export async function prepareBibleTexts(db: Db, sources: BibleTextSources, log: ImportLog): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  if (sources.importDir) results.push(...(await importMissingVersions(db, sources.importDir, log)));
  if (sources.bundledDir && (await listLocalVersions(db)).length === 0) {
    log.info('First start: importing the open Bible texts shipped with the server (a few seconds)…');
    results.push(...(await importMissingVersions(db, sources.bundledDir, log)));
  }
  return results;
}
