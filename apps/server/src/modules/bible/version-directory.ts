import type { BibleOrigin, BibleVersion } from '@bible-journey/contract';
import type { Language } from '@bible-journey/core';
import type { BibleProviders, FreeUseTranslation } from '../../integrations/bible/provider.js';
import { CATALOG, FREE_USE_ALIASES, FREE_USE_LANGUAGES } from './catalog.js';
import type { LocalVersionSummary } from './local-store.js';

/** Where the server reads a version from right now. */
export type VersionSource =
  | { origin: 'local'; version: LocalVersionSummary }
  | { origin: 'freeUse'; translation: FreeUseTranslation }
  | { origin: 'bibleBrain'; bibleId: string; filesetId: string }
  | { origin: 'aBibliaDigital'; version: string };

export interface ResolvedVersion extends BibleVersion {
  /** Null when none of its sources is configured: listed, but not readable now. */
  source: VersionSource | null;
}

const VERSION_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The stable id a freeUse translation is served under. */
export function freeUseVersionId(translation: string): string {
  const lower = translation.toLowerCase();
  return FREE_USE_ALIASES.get(lower) ?? lower;
}

/**
 * Every version the server knows, in picker order: spec 2's table, then imported texts, then the
 * open freeUse translations in the four languages. A version takes the first source it can be read
 * from: an imported text, then freeUse, then the keyed providers.
 */
export function resolveVersions(
  local: readonly LocalVersionSummary[],
  freeUse: readonly FreeUseTranslation[],
  providers: BibleProviders,
): ResolvedVersion[] {
  const localById = new Map(local.map((version) => [version.id, version]));
  const freeUseById = new Map<string, FreeUseTranslation>();
  for (const translation of freeUse) {
    const id = freeUseVersionId(translation.id);
    if (VERSION_ID.test(id) && translation.numberOfBooks >= 66 && FREE_USE_LANGUAGES.has(translation.language)) {
      if (!freeUseById.has(id)) freeUseById.set(id, translation);
    }
  }

  const resolved: ResolvedVersion[] = CATALOG.map((entry) => {
    const imported = localById.get(entry.id);
    if (imported) return fromLocal(imported);
    const translation = freeUseById.get(entry.id);
    if (translation) return fromFreeUse(entry.id, translation, entry);
    const { bibleBrain, aBibliaDigital } = entry.providers;
    const source: VersionSource | null =
      bibleBrain && providers.bibleBrain
        ? { origin: 'bibleBrain', ...bibleBrain }
        : aBibliaDigital && providers.aBibliaDigital
          ? { origin: 'aBibliaDigital', version: aBibliaDigital.version }
          : null;
    const origin: BibleOrigin =
      source?.origin ?? (bibleBrain ? 'bibleBrain' : aBibliaDigital ? 'aBibliaDigital' : 'freeUse');
    // Keyed providers serve chapter by chapter; their terms don't cover whole offline copies.
    return {
      id: entry.id,
      abbr: entry.abbr,
      name: entry.name,
      language: entry.language,
      origin,
      downloadAvailable: false,
      available: source !== null,
      source,
    };
  });

  const listed = new Set(resolved.map((version) => version.id));
  for (const version of local) {
    if (!listed.has(version.id)) {
      resolved.push(fromLocal(version));
      listed.add(version.id);
    }
  }
  for (const [id, translation] of freeUseById) {
    if (!listed.has(id)) {
      resolved.push(fromFreeUse(id, translation));
      listed.add(id);
    }
  }
  return resolved;
}

function fromLocal(version: LocalVersionSummary): ResolvedVersion {
  return {
    id: version.id,
    abbr: version.abbr,
    name: version.name,
    language: version.language,
    origin: 'local',
    downloadAvailable: true,
    available: true,
    source: { origin: 'local', version },
  };
}

function fromFreeUse(
  id: string,
  translation: FreeUseTranslation,
  entry?: { abbr: string; name: string; language: Language },
): ResolvedVersion {
  return {
    id,
    abbr: entry?.abbr ?? translation.shortName,
    name: entry?.name ?? translation.name,
    language: entry?.language ?? (FREE_USE_LANGUAGES.get(translation.language) as Language),
    origin: 'freeUse',
    // Open texts: the server copies the whole translation into its store on the first download.
    downloadAvailable: true,
    available: true,
    source: { origin: 'freeUse', translation },
  };
}
