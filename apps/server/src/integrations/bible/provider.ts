import type { BibleVerse } from '@bible-journey/contract';
import type { Book } from '@bible-journey/core';
import type { BibleText } from '../../modules/bible/bible-text.js';

export type RemoteOrigin = 'freeUse' | 'bibleBrain' | 'aBibliaDigital';

/** One chapter as every provider's answer is mapped to. */
export interface ProviderChapter {
  /** The book's name as the provider gives it (in the translation's language). */
  bookName: string;
  /** A psalm superscription kept apart from verse 1, when the provider marks one. */
  title: string | null;
  verses: BibleVerse[];
}

export type ProviderFailure = 'timeout' | 'unreachable' | 'badStatus' | 'badResponse';

/** A provider that failed: down, slow past the time-out, or answering something we can't read. */
export class BibleProviderError extends Error {
  override name = 'BibleProviderError';
  constructor(
    readonly origin: RemoteOrigin,
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(`${origin}: ${message}`);
  }
}

export interface ChapterProvider {
  readonly origin: RemoteOrigin;
  /**
   * The chapter, or null when the provider says the version has no such chapter (404).
   * Throws a BibleProviderError on any failure; never waits past its time-out.
   */
  fetchChapter(providerVersionId: string, book: Book, chapter: number): Promise<ProviderChapter | null>;
}

/** An open translation listed by the Free Use Bible API. */
export interface FreeUseTranslation {
  id: string;
  name: string;
  shortName: string;
  englishName: string;
  /** ISO 639-3, e.g. `eng`, `por`. */
  language: string;
  website: string | null;
  licenseUrl: string | null;
  numberOfBooks: number;
}

export interface FreeUseProvider extends ChapterProvider {
  readonly origin: 'freeUse';
  listTranslations(): Promise<FreeUseTranslation[]>;
  /**
   * The whole translation (GET /api/{translation}/complete.json) as a BibleText with the given
   * version id; throws a BibleProviderError when it isn't a complete 66-book Bible.
   */
  fetchCompleteTranslation(translation: string, versionId: string): Promise<BibleText>;
}

export interface BibleBrainProvider extends ChapterProvider {
  readonly origin: 'bibleBrain';
  /** The copyright text of a Bible (spec 2 section 7); null when it has none or the call fails. */
  fetchCopyright(bibleId: string): Promise<string | null>;
}

export interface ABibliaDigitalProvider extends ChapterProvider {
  readonly origin: 'aBibliaDigital';
}

/** The remote sources the server has configured (a keyed one is absent without its key). */
export interface BibleProviders {
  freeUse: FreeUseProvider | null;
  bibleBrain: BibleBrainProvider | null;
  aBibliaDigital: ABibliaDigitalProvider | null;
}
