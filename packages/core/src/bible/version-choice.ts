import type { Language } from '../canon/book.js';

/** The version a reader gets before choosing one (spec 2 section 3). */
export const DEFAULT_BIBLE_VERSION_ID = 'nvi';

/** The language read when the interface's own has no version (no open Indonesian text may be shipped). */
const FALLBACK_READING_LANGUAGE: Language = 'en';

/** What the choice rules need to know of a version. */
export interface VersionOption {
  id: string;
  language: Language;
}

export interface VersionChoiceInput<V extends VersionOption> {
  /** Every version the reader could use, in catalog order. */
  versions: readonly V[];
  /** The reader's stored choice, if any. */
  chosenId: string | null;
  /** The interface language, used when nothing was chosen. */
  language: Language;
  online: boolean;
  /** Versions held on the device. */
  downloadedIds: ReadonlySet<string>;
}

export interface VersionChoice<V extends VersionOption> {
  /** The version to read in; null when none can be read (offline with nothing downloaded). */
  version: V | null;
  /** The versions the picker lists: offline, only downloaded ones. */
  listed: V[];
  /** True when offline forced a different version than the one chosen (the reader is told). */
  changedForOffline: boolean;
}

/**
 * Spec 2 section 4, version fallback: with no choice, the first version of the reader's language
 * (else the first English one, the language most readers of a missing one share, else the first);
 * offline, only downloaded versions are listed and a chosen version that isn't downloaded gives way
 * to the first downloaded one.
 */
export function chooseReaderVersion<V extends VersionOption>(input: VersionChoiceInput<V>): VersionChoice<V> {
  const { versions, chosenId, language, online, downloadedIds } = input;
  const listed = online ? [...versions] : versions.filter((version) => downloadedIds.has(version.id));
  const chosen = chosenId === null ? undefined : listed.find((version) => version.id === chosenId);
  if (chosen) return { version: chosen, listed, changedForOffline: false };

  const chosenExists = chosenId !== null && versions.some((version) => version.id === chosenId);
  if (!online && chosenExists) return { version: listed[0] ?? null, listed, changedForOffline: listed.length > 0 };

  const fallback =
    listed.find((version) => version.id === DEFAULT_BIBLE_VERSION_ID && version.language === language) ??
    listed.find((version) => version.language === language) ??
    listed.find((version) => version.language === FALLBACK_READING_LANGUAGE) ??
    listed[0] ??
    null;
  return { version: fallback, listed, changedForOffline: false };
}
