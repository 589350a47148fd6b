import { getBook } from '@bible-journey/core';
import { unusedOrigin } from '@bible-journey/test-support/local-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BibleText } from '../../modules/bible/bible-text.js';
import { type FakeProvider, loadFixtureText, startFakeFreeUse } from '../../test/fake-bible-providers.js';
import { createFreeUseProvider } from './free-use.js';
import { BibleProviderError, type FreeUseProvider } from './provider.js';

const TIMEOUT_MS = 300;
/** The time-out of the provider the answering tests use: far from any answer's time on a loaded machine. */
const ANSWER_TIMEOUT_MS = 10_000;
/** A failure must come promptly after the time-out: never a hang. */
const PROMPT_MS = TIMEOUT_MS + 1_500;

async function failureOf(promise: Promise<unknown>): Promise<BibleProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BibleProviderError);
  return error as BibleProviderError;
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; elapsed: number }> {
  const started = performance.now();
  const result = await run();
  return { result, elapsed: performance.now() - started };
}

describe('Free Use Bible API provider', () => {
  let kjv: BibleText;
  let asv: BibleText;
  let fake: FakeProvider;
  let provider: FreeUseProvider;

  beforeAll(async () => {
    kjv = loadFixtureText('kjv');
    asv = loadFixtureText('asv');
    // KJV with the Apocrypha between the testaments, as eng_kjva has it.
    const withApocrypha: BibleText = {
      ...kjv,
      books: [...kjv.books.slice(0, 39), { key: 'TOB', index: 39, chapters: [['Tobit 1:1.']] }, ...kjv.books.slice(39)],
    };
    fake = await startFakeFreeUse({
      translations: [
        { id: 'eng_kjv', language: 'eng', text: kjv },
        { id: 'eng_asv', language: 'eng', text: asv },
        { id: 'eng_kjva', language: 'eng', text: withApocrypha },
        { id: 'eng_partial', language: 'eng', text: { ...kjv, name: 'Partial', books: kjv.books.slice(0, 60) } },
        { id: 'fra_lsg', language: 'fra', text: { ...kjv, name: 'Louis Segond', books: kjv.books.slice(0, 1) } },
      ],
    });
    provider = createFreeUseProvider({ baseUrl: fake.origin, timeoutMs: ANSWER_TIMEOUT_MS, downloadTimeoutMs: 30_000 });
  });
  afterEach(() => fake.behave('ok'));
  afterAll(async () => {
    await fake?.close();
  });

  describe('fetchChapter', () => {
    it('reads John 3 of the KJV word for word, footnote marks and headings left out', async () => {
      const chapter = await provider.fetchChapter('eng_kjv', getBook('john'), 3);

      const file = kjv.books[42]?.chapters[2] ?? [];
      expect(chapter?.bookName).toBe('John');
      expect(chapter?.title).toBeNull();
      expect(chapter?.verses[15]).toEqual({
        number: 16,
        text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
      });
      expect(chapter?.verses).toEqual(file.map((text, index) => ({ number: index + 1, text })));
      expect(fake.requests.at(-1)).toBe('/api/eng_kjv/JHN/3.json');
    });

    it('keeps a psalm superscription apart from verse 1, as the title', async () => {
      const chapter = await provider.fetchChapter('eng_kjv', getBook('psalms'), 3);

      expect(chapter?.title).toBe('A Psalm of David, when he fled from Absalom his son.');
      expect(chapter?.verses[0]?.text).toBe(kjv.books[18]?.chapters[2]?.[0]);
      expect(chapter?.verses).toHaveLength(8);
      // Psalm 1 has no superscription.
      expect((await provider.fetchChapter('eng_kjv', getBook('psalms'), 1))?.title).toBeNull();
    });

    it('keeps the numbering right where the translation leaves a verse out', async () => {
      const chapter = await provider.fetchChapter('eng_asv', getBook('matthew'), 17);

      expect(chapter?.verses[20]).toEqual({ number: 21, text: '' });
      expect(chapter?.verses[21]).toEqual({ number: 22, text: asv.books[39]?.chapters[16]?.[21] });
      expect(chapter?.verses).toHaveLength(27);
    });

    it('answers null for a chapter or a translation the API does not have (404)', async () => {
      expect(await provider.fetchChapter('eng_kjv', getBook('john'), 22)).toBeNull();
      expect(await provider.fetchChapter('eng_nope', getBook('john'), 1)).toBeNull();
    });

    it('fails with badStatus when the API errors', async () => {
      fake.behave('error');
      const error = await failureOf(provider.fetchChapter('eng_kjv', getBook('john'), 3));
      expect(error.origin).toBe('freeUse');
      expect(error.failure).toBe('badStatus');
      expect(error.message).toContain('500');
    });

    it('fails with badResponse on garbage: not JSON, or JSON of another shape', async () => {
      fake.behave('garbage');
      expect((await failureOf(provider.fetchChapter('eng_kjv', getBook('john'), 3))).failure).toBe('badResponse');
      expect((await failureOf(provider.fetchChapter('eng_kjv', getBook('john'), 3))).failure).toBe('badResponse');
    });

    it.each(['slow', 'hang'] as const)('fails with timeout, promptly, when the API is %s', async (mode) => {
      fake.behave(mode);
      const hurried = createFreeUseProvider({ baseUrl: fake.origin, timeoutMs: TIMEOUT_MS });
      const { result: error, elapsed } = await timed(() =>
        failureOf(hurried.fetchChapter('eng_kjv', getBook('john'), 3)),
      );
      expect(error.failure).toBe('timeout');
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(PROMPT_MS);
    });

    it('fails with unreachable when nothing listens', async () => {
      const offline = createFreeUseProvider({ baseUrl: await unusedOrigin(), timeoutMs: TIMEOUT_MS });
      const error = await failureOf(offline.fetchChapter('eng_kjv', getBook('john'), 3));
      expect(error.failure).toBe('unreachable');
    });
  });

  describe('listTranslations', () => {
    it('lists the open translations with their language and licence', async () => {
      const translations = await provider.listTranslations();

      expect(translations.map((translation) => translation.id)).toEqual([
        'eng_kjv',
        'eng_asv',
        'eng_kjva',
        'eng_partial',
        'fra_lsg',
      ]);
      expect(translations[0]).toEqual({
        id: 'eng_kjv',
        name: 'King James Version',
        shortName: 'KJV',
        englishName: 'King James Version',
        language: 'eng',
        website: 'https://ebible.org/find/details.php?id=eng_kjv',
        licenseUrl: 'https://ebible.org/find/details.php?id=eng_kjv#license',
        numberOfBooks: 66,
      });
    });

    it('fails with badResponse on garbage and badStatus on an error', async () => {
      fake.behave('garbage');
      expect((await failureOf(provider.listTranslations())).failure).toBe('badResponse');
      expect((await failureOf(provider.listTranslations())).failure).toBe('badResponse');
      fake.behave('error');
      expect((await failureOf(provider.listTranslations())).failure).toBe('badStatus');
    });
  });

  describe('fetchCompleteTranslation', () => {
    it('turns complete.json into a BibleText with the same verses and psalm titles as the file', async () => {
      const text = await provider.fetchCompleteTranslation('eng_kjv', 'kjv');

      expect(text).toMatchObject({
        id: 'kjv',
        abbr: 'KJV',
        name: 'King James Version',
        language: 'en',
        license: 'See https://ebible.org/find/details.php?id=eng_kjv#license',
        source: 'Free Use Bible API (bible.helloao.org), translation eng_kjv',
      });
      expect(text.books.map((book) => book.key)).toEqual(kjv.books.map((book) => book.key));
      text.books.forEach((book, index) => {
        expect(book.chapters).toEqual(kjv.books[index]?.chapters);
      });
      expect(text.books[18]?.titles).toEqual(kjv.books[18]?.titles);
      expect(text.books[42]?.name).toBe('John');
      expect(fake.requests.at(-1)).toBe('/api/eng_kjv/complete.json');
    });

    it('leaves apocryphal books out', async () => {
      const text = await provider.fetchCompleteTranslation('eng_kjva', 'kjva');

      expect(text.books).toHaveLength(66);
      expect(text.books[39]?.key).toBe('matthew');
    });

    it('refuses a translation that is not a complete 66-book Bible', async () => {
      const error = await failureOf(provider.fetchCompleteTranslation('eng_partial', 'partial'));
      expect(error.failure).toBe('badResponse');
      expect(error.message).toMatch(/not a complete 66-book Bible: has 60 books/);
    });

    it('refuses a translation in a language the app does not have', async () => {
      const error = await failureOf(provider.fetchCompleteTranslation('fra_lsg', 'lsg'));
      expect(error.failure).toBe('badResponse');
      expect(error.message).toContain('"fra"');
    });

    it('fails with badStatus for an unknown translation and badResponse on garbage', async () => {
      expect((await failureOf(provider.fetchCompleteTranslation('eng_nope', 'nope'))).failure).toBe('badStatus');
      fake.behave('garbage');
      expect((await failureOf(provider.fetchCompleteTranslation('eng_kjv', 'kjv'))).failure).toBe('badResponse');
      expect((await failureOf(provider.fetchCompleteTranslation('eng_kjv', 'kjv'))).failure).toBe('badResponse');
    });

    it('fails with timeout, promptly, when the download stalls', async () => {
      const hurried = createFreeUseProvider({
        baseUrl: fake.origin,
        timeoutMs: TIMEOUT_MS,
        downloadTimeoutMs: TIMEOUT_MS,
      });
      fake.behave('hang');
      const { result: error, elapsed } = await timed(() =>
        failureOf(hurried.fetchCompleteTranslation('eng_kjv', 'kjv')),
      );
      expect(error.failure).toBe('timeout');
      expect(elapsed).toBeLessThan(PROMPT_MS);
    });
  });
});
