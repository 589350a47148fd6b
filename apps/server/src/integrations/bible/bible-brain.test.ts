import { getBook } from '@bible-journey/core';
import { unusedOrigin } from '@bible-journey/test-support/local-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BibleText } from '../../modules/bible/bible-text.js';
import { type FakeProvider, loadFixtureText, startFakeBibleBrain } from '../../test/fake-bible-providers.js';
import { createBibleBrainProvider } from './bible-brain.js';
import { type BibleBrainProvider, BibleProviderError } from './provider.js';

const TIMEOUT_MS = 300;
/** The time-out of the provider the answering tests use: far from any answer's time on a loaded machine. */
const ANSWER_TIMEOUT_MS = 10_000;
const PROMPT_MS = TIMEOUT_MS + 1_500;
const KEY = 'dbp-key-2f1c9a7e-5b33-4e08-9d6f';

/** The error, checked to be a BibleProviderError that doesn't give the key away. */
async function failureOf(promise: Promise<unknown>, key = KEY): Promise<BibleProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BibleProviderError);
  expect(String((error as Error).stack)).not.toContain(key);
  expect((error as Error).message).not.toContain(key);
  return error as BibleProviderError;
}

describe('Digital Bible Platform (bibleBrain) provider', () => {
  let kjv: BibleText;
  let blivre: BibleText;
  let fake: FakeProvider;
  let provider: BibleBrainProvider;
  // The same, with the short time-out of the tests that expect one.
  let hurried: BibleBrainProvider;

  beforeAll(async () => {
    kjv = loadFixtureText('kjv');
    blivre = loadFixtureText('blivre');
    fake = await startFakeBibleBrain({
      key: KEY,
      filesets: { ENGKJVN2ET: kjv, PORBLVN2ET: blivre },
      copyrights: { ENGKJV: 'Public Domain', PORBLV: '  (C) 2017 Diego Santos,\n Mario Sérgio & Marco Teles  ' },
    });
    provider = createBibleBrainProvider({ baseUrl: fake.origin, key: KEY, timeoutMs: ANSWER_TIMEOUT_MS });
    hurried = createBibleBrainProvider({ baseUrl: fake.origin, key: KEY, timeoutMs: TIMEOUT_MS });
  });
  afterEach(() => fake.behave('ok'));
  afterAll(async () => {
    await fake?.close();
  });

  describe('fetchChapter', () => {
    it('reads John 3 of the KJV: every verse as in the file', async () => {
      const chapter = await provider.fetchChapter('ENGKJVN2ET', getBook('john'), 3);

      expect(chapter?.verses[15]?.text).toBe(kjv.books[42]?.chapters[2]?.[15]);
      expect(chapter).toEqual({
        bookName: 'John',
        title: null,
        verses: (kjv.books[42]?.chapters[2] ?? []).map((text, index) => ({ number: index + 1, text })),
      });
      expect(fake.requests.at(-1)).toBe('/bibles/filesets/ENGKJVN2ET/JHN/3?v=4');
    });

    it('names the book with book_name_alt, the name in the translation', async () => {
      const chapter = await provider.fetchChapter('PORBLVN2ET', getBook('john'), 1);

      expect(chapter?.bookName).toBe('João');
      expect(chapter?.verses[0]?.text).toBe(blivre.books[42]?.chapters[0]?.[0]);
    });

    it('answers null for a chapter the fileset lacks (an empty list) and an unknown fileset (404)', async () => {
      expect(await provider.fetchChapter('ENGKJVN2ET', getBook('john'), 22)).toBeNull();
      expect(await provider.fetchChapter('ENGNOPEN2ET', getBook('john'), 1)).toBeNull();
    });

    it('fails with badStatus, without the key, when the key is refused', async () => {
      const wrongKey = 'dbp-key-wrong-0000';
      const refused = createBibleBrainProvider({ baseUrl: fake.origin, key: wrongKey, timeoutMs: TIMEOUT_MS });
      const error = await failureOf(refused.fetchChapter('ENGKJVN2ET', getBook('john'), 3), wrongKey);
      expect(error.failure).toBe('badStatus');
      expect(error.message).toContain('401');
      expect(fake.requests.join(' ')).not.toContain(wrongKey);
    });

    it('fails with badStatus when the API errors', async () => {
      fake.behave('error');
      const error = await failureOf(provider.fetchChapter('ENGKJVN2ET', getBook('john'), 3));
      expect(error).toMatchObject({ origin: 'bibleBrain', failure: 'badStatus' });
    });

    it('fails with badResponse on garbage: not JSON, or JSON of another shape', async () => {
      fake.behave('garbage');
      expect((await failureOf(provider.fetchChapter('ENGKJVN2ET', getBook('john'), 3))).failure).toBe('badResponse');
      expect((await failureOf(provider.fetchChapter('ENGKJVN2ET', getBook('john'), 3))).failure).toBe('badResponse');
    });

    it.each(['slow', 'hang'] as const)('fails with timeout, promptly, when the API is %s', async (mode) => {
      fake.behave(mode);
      const started = performance.now();
      const error = await failureOf(hurried.fetchChapter('ENGKJVN2ET', getBook('john'), 3));
      expect(error.failure).toBe('timeout');
      expect(performance.now() - started).toBeLessThan(PROMPT_MS);
    });

    it('fails with unreachable when nothing listens', async () => {
      const offline = createBibleBrainProvider({ baseUrl: await unusedOrigin(), key: KEY, timeoutMs: TIMEOUT_MS });
      const error = await failureOf(offline.fetchChapter('ENGKJVN2ET', getBook('john'), 3));
      expect(error.failure).toBe('unreachable');
    });
  });

  describe('fetchCopyright', () => {
    it("reads the text fileset's copyright from the Bible's list", async () => {
      expect(await provider.fetchCopyright('ENGKJV')).toBe('Public Domain');
      expect(await provider.fetchCopyright('PORBLV')).toBe('(C) 2017 Diego Santos, Mario Sérgio & Marco Teles');
      expect(fake.requests.at(-1)).toBe('/bibles/PORBLV/copyright?v=4');
    });

    it('is null, never an error, when the Bible is unknown or the call fails in any way', async () => {
      expect(await provider.fetchCopyright('ENGNOPE')).toBeNull();
      const refused = createBibleBrainProvider({ baseUrl: fake.origin, key: 'wrong', timeoutMs: TIMEOUT_MS });
      expect(await refused.fetchCopyright('ENGKJV')).toBeNull();
      const offline = createBibleBrainProvider({ baseUrl: await unusedOrigin(), key: KEY, timeoutMs: TIMEOUT_MS });
      expect(await offline.fetchCopyright('ENGKJV')).toBeNull();
      fake.behave('garbage');
      // Not JSON, then JSON of another shape.
      expect(await provider.fetchCopyright('ENGKJV')).toBeNull();
      expect(await provider.fetchCopyright('ENGKJV')).toBeNull();
      for (const mode of ['error', 'slow', 'hang'] as const) {
        fake.behave(mode);
        const started = performance.now();
        expect(await hurried.fetchCopyright('ENGKJV')).toBeNull();
        expect(performance.now() - started).toBeLessThan(PROMPT_MS);
      }
    });
  });
});
