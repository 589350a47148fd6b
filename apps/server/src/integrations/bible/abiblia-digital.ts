import type { Book } from '@bible-journey/core';
import { z } from 'zod';
import { ABIBLIA_DIGITAL_BOOKS } from './abiblia-digital-books.js';
import { getJson } from './http-json.js';
import { type ABibliaDigitalProvider, BibleProviderError, type ProviderChapter } from './provider.js';

/** A Bíblia Digital (abibliadigital.com.br): Portuguese versions, a bearer token for unlimited use. */

const ChapterAnswerSchema = z.object({
  book: z.object({ name: z.string().min(1) }),
  chapter: z.object({ number: z.number().int() }),
  verses: z.array(z.object({ number: z.number().int().min(1), text: z.string() })),
});

export interface ABibliaDigitalProviderOptions {
  /** e.g. https://www.abibliadigital.com.br/api */
  baseUrl: string;
  token: string;
  timeoutMs: number;
}

export function createABibliaDigitalProvider({
  baseUrl,
  token,
  timeoutMs,
}: ABibliaDigitalProviderOptions): ABibliaDigitalProvider {
  const base = baseUrl.replace(/\/+$/, '');

  return {
    origin: 'aBibliaDigital',

    async fetchChapter(version: string, book: Book, chapter: number): Promise<ProviderChapter | null> {
      const abbrev = ABIBLIA_DIGITAL_BOOKS[book.key];
      if (!abbrev) return null;
      const url = new URL(`${base}/verses/${encodeURIComponent(version)}/${abbrev}/${chapter}`);
      const { status, json } = await getJson(url, {
        origin: 'aBibliaDigital',
        headers: { authorization: `Bearer ${token}` },
        timeoutMs,
        allowStatuses: [404],
      });
      if (status === 404) return null;
      const answer = ChapterAnswerSchema.safeParse(json);
      if (!answer.success || answer.data.chapter.number !== chapter) {
        throw new BibleProviderError(
          'aBibliaDigital',
          'badResponse',
          `${version} ${abbrev} ${chapter} is not in the expected shape`,
        );
      }
      if (answer.data.verses.length === 0) return null;
      const verses = answer.data.verses
        .map((verse) => ({ number: verse.number, text: verse.text.replace(/\s+/g, ' ').trim() }))
        .sort((a, b) => a.number - b.number);
      return { bookName: answer.data.book.name, title: null, verses };
    },
  };
}
