import { BOOKS, getBook } from '@bible-journey/core';
import { unusedOrigin } from '@bible-journey/test-support/local-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BibleText } from '../../modules/bible/bible-text.js';
import { type FakeProvider, loadFixtureText, startFakeABibliaDigital } from '../../test/fake-bible-providers.js';
import { createABibliaDigitalProvider } from './abiblia-digital.js';
import { type ABibliaDigitalProvider, BibleProviderError } from './provider.js';

const TIMEOUT_MS = 300;
/** The time-out of the provider the answering tests use: far from any answer's time on a loaded machine. */
const ANSWER_TIMEOUT_MS = 10_000;
const PROMPT_MS = TIMEOUT_MS + 1_500;
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.abd-token.c2lnbmF0dXJl';

/** The error, checked to be a BibleProviderError that doesn't give the token away. */
async function failureOf(promise: Promise<unknown>, token = TOKEN): Promise<BibleProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BibleProviderError);
  expect((error as Error).message).not.toContain(token);
  return error as BibleProviderError;
}

const asVerses = (texts: readonly string[]) =>
  texts.flatMap((text, index) => (text === '' ? [] : [{ number: index + 1, text }]));

describe('A Bíblia Digital provider', () => {
  let kjv: BibleText;
  let blivre: BibleText;
  let fake: FakeProvider;
  let provider: ABibliaDigitalProvider;

  beforeAll(async () => {
    kjv = loadFixtureText('kjv');
    blivre = loadFixtureText('blivre');
    fake = await startFakeABibliaDigital({ token: TOKEN, versions: { kjv, acf: blivre } });
    provider = createABibliaDigitalProvider({ baseUrl: fake.origin, token: TOKEN, timeoutMs: ANSWER_TIMEOUT_MS });
  });
  afterEach(() => fake.behave('ok'));
  afterAll(async () => {
    await fake?.close();
  });

  it('reads John 3: every verse as in the file, the book named as the service names it', async () => {
    const chapter = await provider.fetchChapter('kjv', getBook('john'), 3);

    expect(chapter?.verses[15]?.text).toBe(kjv.books[42]?.chapters[2]?.[15]);
    expect(chapter).toEqual({ bookName: 'João', title: null, verses: asVerses(kjv.books[42]?.chapters[2] ?? []) });
    expect(fake.requests.at(-1)).toBe('/verses/kjv/jo/3');
  });

  it("finds every one of the 66 books by the service's abbreviation", async () => {
    for (const book of BOOKS) {
      const chapter = await provider.fetchChapter('acf', book, 1);
      expect(chapter?.verses, book.key).toEqual(asVerses(blivre.books[book.index]?.chapters[0] ?? []));
    }
  });

  it('answers null for a chapter or a version the service does not have (404)', async () => {
    expect(await provider.fetchChapter('acf', getBook('john'), 22)).toBeNull();
    expect(await provider.fetchChapter('nvi', getBook('john'), 1)).toBeNull();
  });

  it('fails with badStatus, without the token, when the token is refused', async () => {
    const wrongToken = 'eyJhbGciOiJIUzI1NiJ9.wrong.c2ln';
    const refused = createABibliaDigitalProvider({ baseUrl: fake.origin, token: wrongToken, timeoutMs: TIMEOUT_MS });
    const error = await failureOf(refused.fetchChapter('acf', getBook('john'), 3), wrongToken);
    expect(error).toMatchObject({ origin: 'aBibliaDigital', failure: 'badStatus' });
    expect(error.message).toContain('401');
  });

  it('fails with badStatus when the service errors', async () => {
    fake.behave('error');
    expect((await failureOf(provider.fetchChapter('acf', getBook('john'), 3))).failure).toBe('badStatus');
  });

  it('fails with badResponse on garbage: not JSON, or JSON of another shape', async () => {
    fake.behave('garbage');
    expect((await failureOf(provider.fetchChapter('acf', getBook('john'), 3))).failure).toBe('badResponse');
    expect((await failureOf(provider.fetchChapter('acf', getBook('john'), 3))).failure).toBe('badResponse');
  });

  it.each(['slow', 'hang'] as const)('fails with timeout, promptly, when the service is %s', async (mode) => {
    fake.behave(mode);
    const hurried = createABibliaDigitalProvider({ baseUrl: fake.origin, token: TOKEN, timeoutMs: TIMEOUT_MS });
    const started = performance.now();
    const error = await failureOf(hurried.fetchChapter('acf', getBook('john'), 3));
    expect(error.failure).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(PROMPT_MS);
  });

  it('fails with unreachable when nothing listens', async () => {
    const offline = createABibliaDigitalProvider({
      baseUrl: await unusedOrigin(),
      token: TOKEN,
      timeoutMs: TIMEOUT_MS,
    });
    expect((await failureOf(offline.fetchChapter('acf', getBook('john'), 3))).failure).toBe('unreachable');
  });
});
