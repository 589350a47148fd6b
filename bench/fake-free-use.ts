// A local stand-in for the Free Use Bible API (bible.helloao.org) for bible-reader.ts: the
// translation list and chapters in the API's shape, built from one real text. The server fetches
// a chapter from it once and then serves it from its chapter cache, which is what is measured.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOOKS } from '@bible-journey/core';
import type { BibleText } from '@bible-journey/server';

export interface FakeFreeUse {
  /** http://127.0.0.1:<port>, for FREE_USE_BIBLE_URL. */
  origin: string;
  /** Chapter paths asked so far (the translation list is not counted). */
  chapterRequests: string[];
  close(): Promise<void>;
}

/** Serves `text` as the freeUse translation `translationId` (ISO 639-3 `language`, e.g. eng). */
export async function startFakeFreeUse(text: BibleText, translationId: string, language: string): Promise<FakeFreeUse> {
  const translation = {
    id: translationId,
    name: text.name,
    shortName: text.abbr,
    englishName: text.name,
    language,
    textDirection: 'ltr',
    website: 'https://ebible.org',
    licenseUrl: 'https://ebible.org/license',
    numberOfBooks: text.books.length,
  };
  const chapterRequests: string[] = [];

  const answer = (path: string): [number, unknown] => {
    if (path === '/api/available_translations.json') return [200, { translations: [translation] }];
    const match = /^\/api\/([^/]+)\/([^/]+)\/(\d+)\.json$/.exec(path);
    const bookIndex = BOOKS.findIndex((book) => book.usfm === match?.[2]);
    const book = text.books[bookIndex];
    const number = Number(match?.[3]);
    const verses = book?.chapters[number - 1];
    if (!match || match[1] !== translationId || !book || !verses) return [404, 'Not Found'];
    chapterRequests.push(path);
    return [
      200,
      {
        translation,
        book: { id: match[2], name: book.name ?? BOOKS[bookIndex]?.name.en, numberOfChapters: book.chapters.length },
        chapter: {
          number,
          content: [
            { type: 'heading', content: [`Chapter ${number}`] },
            ...verses.map((verse, index) => ({ type: 'verse', number: index + 1, content: [verse] })),
          ],
          footnotes: [],
        },
      },
    ];
  };

  const server: Server = createServer((request, response) => {
    const [status, body] = answer(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const json = JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    response.end(json);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    chapterRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
