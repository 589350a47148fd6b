import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BOOKS, type Book, type Language } from '@bible-journey/core';
import { startLocalServer } from '@bible-journey/test-support/local-server';
import { type BibleText, BibleTextSchema } from '../modules/bible/bible-text.js';
import { BIBLE_TEXTS_DIR } from './bible-texts.js';

/*
 * Local stand-ins for the remote Bible providers, answering over real HTTP in each one's real
 * shape, built from the real texts of apps/server/assets/bible-texts: the Free Use Bible API
 * (bible.helloao.org), the Digital Bible Platform v4 and A Bíblia Digital. Each can be told to
 * fail the ways a remote service does: errors, garbage, slowness, silence.
 */

const loadedTexts = new Map<string, BibleText>();

/** A version file of apps/server/assets/bible-texts (kjv, web, asv, blivre, pbg); a fresh copy each call. */
export function loadFixtureText(id: string): BibleText {
  let text = loadedTexts.get(id);
  if (!text) {
    const json = gunzipSync(readFileSync(join(BIBLE_TEXTS_DIR, `${id}.json.gz`))).toString('utf8');
    text = BibleTextSchema.parse(JSON.parse(json));
    loadedTexts.set(id, text);
  }
  return structuredClone(text);
}

/**
 * ok: answers as the provider does. error: 500. slow: the status line and the start of the body
 * at once, the rest after SLOW_MS. hang: never answers. garbage: 200 with a body that isn't JSON,
 * then (alternating) JSON of the wrong shape.
 */
export type FakeBehaviour = 'ok' | 'error' | 'slow' | 'garbage' | 'hang';

export interface FakeProvider {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  /** Paths asked so far, with their query strings minus any key. */
  requests: string[];
  behave(mode: FakeBehaviour): void;
  close(): Promise<void>;
}

/** Longer than any test's provider time-out. */
export const SLOW_MS = 2_000;

interface Answer {
  status: number;
  body: unknown;
}

const json = (status: number, body: unknown): Answer => ({ status, body });

const WRONG_SHAPE = {
  translations: 'unexpected',
  books: 'unexpected',
  book: null,
  chapter: 'unexpected',
  data: 'unexpected',
  verses: 'unexpected',
};

function send(response: ServerResponse, { status, body }: Answer, contentType = 'application/json; charset=utf-8') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function startFake(
  answer: (request: IncomingMessage, url: URL) => Answer,
  describe: (url: URL) => string = (url) => `${url.pathname}${url.search}`,
): Promise<FakeProvider> {
  let mode: FakeBehaviour = 'ok';
  let garbageAnswers = 0;
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = await startLocalServer((request, response, url) => {
    requests.push(describe(url));
    switch (mode) {
      case 'hang':
        return;
      case 'error':
        return send(response, json(500, '<html><body>500 Internal Server Error</body></html>'), 'text/html');
      case 'garbage':
        garbageAnswers += 1;
        return garbageAnswers % 2 === 1
          ? send(response, json(200, '<!DOCTYPE html><html><body>Service Unavailable</body></html>'))
          : send(response, json(200, WRONG_SHAPE));
      case 'slow': {
        const { status, body } = answer(request, url);
        const text = JSON.stringify(body);
        const head = Math.floor(text.length / 2);
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.write(text.slice(0, head));
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) response.end(text.slice(head));
        }, SLOW_MS);
        timers.add(timer);
        response.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
      case 'ok':
        return send(response, answer(request, url));
    }
  });

  return {
    origin: server.origin,
    requests,
    behave(next) {
      mode = next;
      garbageAnswers = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await server.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Shared helpers over a BibleText

const canonicalBook = (key: string): Book | undefined => BOOKS.find((book) => book.key === key);

type TextBook = BibleText['books'][number];

/** The book's name as the text gives it, else the usual name in the text's language. */
function bookName(text: BibleText, book: TextBook): string {
  return book.name ?? canonicalBook(book.key)?.name[text.language as Language] ?? book.key;
}

function verseCount(book: TextBook): number {
  return book.chapters.reduce((sum, verses) => sum + verses.filter(Boolean).length, 0);
}

// ---------------------------------------------------------------------------------------------
// Free Use Bible API (bible.helloao.org)

export interface FakeFreeUseTranslation {
  /** Translation id, e.g. eng_kjv. */
  id: string;
  /** ISO 639-3, e.g. eng. */
  language: string;
  /** Its books; a book whose key is none of the 66 is served as an apocryphal book with that key as id. */
  text: BibleText;
}

/** Closing punctuation that must not start a run: the client would glue it to the word before. */
const ATTACHED = /^[,.;:!?)\]’”»]/;

/** Splits a verse at a space near its middle, as the API splits poetry lines into formatted runs. */
function splitNearMiddle(text: string): [string, string] | [string] {
  const middle = Math.floor(text.length / 2);
  for (let offset = 0; offset < middle; offset += 1) {
    for (const at of [middle + offset, middle - offset]) {
      if (text[at] === ' ' && at > 0 && !ATTACHED.test(text.slice(at + 1))) {
        return [text.slice(0, at), text.slice(at + 1)];
      }
    }
  }
  return [text];
}

/** A chapter's content and footnotes in the API's shape, with the noise the real one carries. */
function freeUseChapter(book: TextBook, number: number) {
  const content: unknown[] = [{ type: 'heading', content: [`Section ${number}`] }];
  const footnotes: unknown[] = [];
  const title = book.titles?.[String(number)];
  if (title) content.push({ type: 'hebrew_subtitle', content: splitNearMiddle(title) });
  (book.chapters[number - 1] ?? []).forEach((text, index) => {
    // The API leaves out a verse the translation omits.
    if (text === '') return;
    const verse = index + 1;
    const noteId = footnotes.length;
    footnotes.push({ noteId, text: 'Or, another reading.', reference: { chapter: number, verse }, caller: '+' });
    const [first, rest] = splitNearMiddle(text);
    const between = verse % 10 === 0 ? [{ lineBreak: true }, { heading: 'An inline heading' }] : [];
    const pieces = rest === undefined ? [first, { noteId }] : [first, { noteId }, ...between, { text: rest, poem: 1 }];
    content.push({ type: 'verse', number: verse, content: pieces });
    if (verse % 5 === 0) content.push({ type: 'line_break' });
  });
  return { number, content, footnotes };
}

export async function startFakeFreeUse({
  translations,
}: {
  translations: FakeFreeUseTranslation[];
}): Promise<FakeProvider> {
  const byId = new Map(translations.map((translation) => [translation.id, translation]));

  const info = ({ id, language, text }: FakeFreeUseTranslation) => ({
    id,
    name: text.name,
    website: `https://ebible.org/find/details.php?id=${id}`,
    licenseUrl: `https://ebible.org/find/details.php?id=${id}#license`,
    licenseNotes: null,
    shortName: text.abbr,
    englishName: text.name,
    language,
    textDirection: 'ltr',
    availableFormats: ['json'],
    listOfBooksApiLink: `/api/${id}/books.json`,
    completeTranslationApiLink: `/api/${id}/complete.json`,
    numberOfBooks: text.books.length,
    totalNumberOfChapters: text.books.reduce((sum, book) => sum + book.chapters.length, 0),
    totalNumberOfVerses: text.books.reduce((sum, book) => sum + verseCount(book), 0),
  });

  const usfmOf = (book: TextBook) => canonicalBook(book.key)?.usfm ?? book.key;
  const bookInfo = (translation: FakeFreeUseTranslation, book: TextBook, order: number) => ({
    id: usfmOf(book),
    translationId: translation.id,
    name: bookName(translation.text, book),
    commonName: canonicalBook(book.key)?.name.en ?? book.key,
    title: bookName(translation.text, book),
    order,
    numberOfChapters: book.chapters.length,
    firstChapterApiLink: `/api/${translation.id}/${usfmOf(book)}/1.json`,
    lastChapterApiLink: `/api/${translation.id}/${usfmOf(book)}/${book.chapters.length}.json`,
    totalNumberOfVerses: verseCount(book),
    ...(canonicalBook(book.key) ? {} : { isApocryphal: true }),
  });

  return startFake((request, url) => {
    if (request.method !== 'GET') return json(405, 'Method Not Allowed');
    if (url.pathname === '/api/available_translations.json') {
      return json(200, { translations: translations.map(info) });
    }
    const [, api, id, ...rest] = url.pathname.split('/');
    const translation = api === 'api' && id ? byId.get(decodeURIComponent(id)) : undefined;
    if (!translation) return json(404, 'Not Found');
    const books = translation.text.books;

    if (rest.join('/') === 'books.json') {
      return json(200, {
        translation: info(translation),
        books: books.map((book, index) => bookInfo(translation, book, index + 1)),
      });
    }
    if (rest.join('/') === 'complete.json') {
      return json(200, {
        translation: info(translation),
        books: books.map((book, index) => ({
          ...bookInfo(translation, book, index + 1),
          chapters: book.chapters.map((verses, chapter) => ({
            chapter: freeUseChapter(book, chapter + 1),
            numberOfVerses: verses.filter(Boolean).length,
            thisChapterAudioLinks: {},
            thisChapterAudioTimings: {},
          })),
        })),
      });
    }
    const chapterNumber = Number(/^(\d+)\.json$/.exec(rest[1] ?? '')?.[1]);
    const index = books.findIndex((book) => usfmOf(book) === rest[0]);
    const book = books[index];
    const verses = book?.chapters[chapterNumber - 1];
    if (!book || !verses || rest.length !== 2) return json(404, 'Not Found');
    const link = (usfm: string, number: number) => `/api/${translation.id}/${usfm}/${number}.json`;
    return json(200, {
      translation: info(translation),
      book: bookInfo(translation, book, index + 1),
      thisChapterLink: link(usfmOf(book), chapterNumber),
      thisChapterAudioLinks: {},
      nextChapterApiLink: chapterNumber < book.chapters.length ? link(usfmOf(book), chapterNumber + 1) : null,
      nextChapterAudioLinks: null,
      previousChapterApiLink: chapterNumber > 1 ? link(usfmOf(book), chapterNumber - 1) : null,
      previousChapterAudioLinks: null,
      numberOfVerses: verses.filter(Boolean).length,
      chapter: freeUseChapter(book, chapterNumber),
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Digital Bible Platform v4 (Bible Brain)

const dbpError = (status: number, message: string) => json(status, { error: { message, status_code: status } });

export async function startFakeBibleBrain({
  key,
  filesets,
  copyrights = {},
}: {
  key: string;
  filesets: Record<string, BibleText>;
  copyrights?: Record<string, string>;
}): Promise<FakeProvider> {
  const withoutKey = (url: URL) => {
    const search = new URLSearchParams(url.searchParams);
    search.delete('key');
    const query = search.toString();
    return query ? `${url.pathname}?${query}` : url.pathname;
  };

  return startFake((request, url) => {
    if (request.method !== 'GET') return dbpError(405, 'Method not allowed');
    if (url.searchParams.get('key') !== key) return dbpError(401, 'Invalid or missing API key');
    const parts = url.pathname.split('/').slice(1).map(decodeURIComponent);

    // /bibles/{bible_id}/copyright: one entry per fileset of the Bible, audio ones included.
    if (parts.length === 3 && parts[0] === 'bibles' && parts[2] === 'copyright') {
      const bibleId = parts[1] ?? '';
      const copyright = copyrights[bibleId];
      if (copyright === undefined) return dbpError(404, `Bible ${bibleId} not found`);
      return json(200, [
        {
          id: `${bibleId}N1DA`,
          type: 'audio_drama',
          size: 'NT',
          copyright: {
            copyright_date: '2010',
            copyright: '℗ Hosanna',
            copyright_description: 'Audio ℗ Hosanna',
            open_access: 0,
          },
        },
        {
          id: bibleId,
          type: 'text_plain',
          size: 'NTOTP',
          copyright: { copyright_date: null, copyright, copyright_description: copyright, open_access: 1 },
        },
      ]);
    }

    // /bibles/filesets/{fileset_id}/{book}/{chapter}
    if (parts.length === 5 && parts[0] === 'bibles' && parts[1] === 'filesets') {
      const [, , filesetId = '', usfm, chapterPart] = parts;
      const text = filesets[filesetId];
      if (!text) return dbpError(404, `No fileset found for the provided params: ${filesetId}`);
      const chapter = Number(chapterPart);
      const canonical = BOOKS.find((book) => book.usfm === usfm);
      const book = text.books.find((candidate) => candidate.key === canonical?.key);
      const verses = book?.chapters[chapter - 1];
      // DBP answers a chapter the fileset lacks with an empty list.
      if (!canonical || !book || !verses) return json(200, { data: [] });
      return json(200, {
        data: verses.flatMap((verseText, index) =>
          verseText === ''
            ? []
            : [
                {
                  book_id: canonical.usfm,
                  book_name: canonical.name.en,
                  book_name_alt: bookName(text, book),
                  chapter,
                  chapter_alt: String(chapter),
                  verse_start: index + 1,
                  verse_start_alt: String(index + 1),
                  verse_end: index + 1,
                  verse_end_alt: String(index + 1),
                  verse_text: verseText,
                },
              ],
        ),
      });
    }
    return dbpError(404, 'Route not found');
  }, withoutKey);
}

// ---------------------------------------------------------------------------------------------
// A Bíblia Digital

/*
 * The service's own book list (its /books abbrev.pt and abbrev.en, canonical order), kept apart
 * from the adapter's table so a wrong abbreviation there fails the tests. A chapter URL's abbrev
 * matches either language, as the service's query does: "jn" is Jonah in Portuguese and John in
 * English, and such a chapter mixes both books' verses there too.
 */
const ABD_PT =
  'gn ex lv nm dt js jz rt 1sm 2sm 1rs 2rs 1cr 2cr ed ne et jó sl pv ec ct is jr lm ez dn os jl am ob jn mq na hc sf ag zc ml mt mc lc jo at rm 1co 2co gl ef fp cl 1ts 2ts 1tm 2tm tt fm hb tg 1pe 2pe 1jo 2jo 3jo jd ap'.split(
    ' ',
  );
const ABD_EN =
  'gn ex lv nm dt jos jdg rt 1sm 2sm 1ki 2ki 1ch 2ch ezr ne est job ps prv ecc sg is jr lm ez dn hs jl am ob jon mic nam hab zep hag zc ml mt mk lk jn ac rm 1co 2co gal eph php col 1th 2th 1tm 2tm tt phm heb jm 1pe 2pe 1jo 2jo 3jo jd re'.split(
    ' ',
  );

export async function startFakeABibliaDigital({
  token,
  versions,
}: {
  token: string;
  versions: Record<string, BibleText>;
}): Promise<FakeProvider> {
  return startFake((request, url) => {
    if (request.method !== 'GET') return json(405, { msg: 'Method not allowed' });
    if (request.headers.authorization !== `Bearer ${token}`) return json(401, { msg: 'Not authorized token' });
    const parts = url.pathname.split('/').slice(1).map(decodeURIComponent);
    if (parts.length !== 4 || parts[0] !== 'verses') return json(404, { msg: 'Not found' });
    const [, version = '', abbrev = '', chapterPart] = parts;
    const chapter = Number(chapterPart);
    const matching = BOOKS.filter((book) => ABD_PT[book.index] === abbrev || ABD_EN[book.index] === abbrev);
    const [first] = matching;
    if (!first) return json(404, { msg: 'Book not found' });
    const text = versions[version];
    const verses = matching.flatMap((canonical) =>
      (text?.books[canonical.index]?.chapters[chapter - 1] ?? []).flatMap((verseText, index) =>
        verseText === '' ? [] : [{ number: index + 1, text: verseText }],
      ),
    );
    if (verses.length === 0) return json(404, { msg: 'Chapter not found' });
    verses.sort((a, b) => a.number - b.number);
    return json(200, {
      book: {
        abbrev: { pt: ABD_PT[first.index], en: ABD_EN[first.index] },
        // The service names its books in Portuguese whatever the version.
        name: first.name.pt,
        author: '',
        group: first.testament === 'old' ? 'Antigo Testamento' : 'Novo Testamento',
        version,
      },
      chapter: { number: chapter, verses: verses.length },
      verses,
    });
  });
}
