import { storedValue } from '../../lib/storage.ts';

/** The reader's chosen version (spec 2 section 3, "Bible reading state": bibleVersion {abbr, id}). */
export interface StoredVersionChoice {
  id: string;
  abbr: string;
}

function isVersionChoice(value: unknown): value is StoredVersionChoice | null {
  if (value === null) return true;
  const choice = value as Partial<StoredVersionChoice> | undefined;
  return typeof choice?.id === 'string' && typeof choice.abbr === 'string';
}

export const bibleVersionChoice = storedValue<StoredVersionChoice | null>('bibleVersion', null, isVersionChoice);

/** Text sizes of the reader, as multiples of its base size. */
export const READER_FONT_SCALES = [0.875, 1, 1.125, 1.25, 1.5, 1.75] as const;

const isFontScale = (value: unknown): value is number => READER_FONT_SCALES.some((scale) => scale === value);

export const readerFontScale = storedValue<number>('readerFontScale', 1, isFontScale);

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/**
 * Versions the person removed from the device (the menu's "Bibles on this device"): not kept
 * again by themselves, until the person downloads them in the reader.
 */
export const versionsNotKept = storedValue<string[]>('versionsNotKept', [], isIdList);
