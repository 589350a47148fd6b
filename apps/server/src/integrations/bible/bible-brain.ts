import type { Book } from '@bible-journey/core';
import { z } from 'zod';
import { getJson } from './http-json.js';
import { type BibleBrainProvider, BibleProviderError, type ProviderChapter } from './provider.js';

/*
 * Digital Bible Platform v4 (Bible Brain). The key travels in the query string, as the API wants
 * it; getJson's messages name the path only, so it never reaches an error or a log.
 */

/** DBP gives numbers as numbers in chapter answers and as strings elsewhere. */
const NumberLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().min(1));

const ChapterAnswerSchema = z.object({
  data: z.array(
    z.object({
      book_name: z.string().nullish(),
      book_name_alt: z.string().nullish(),
      verse_start: NumberLike,
      verse_text: z.string(),
    }),
  ),
});

const CopyrightItemSchema = z.object({
  type: z.string().nullish(),
  copyright: z.object({ copyright: z.string().nullish() }).nullish(),
});

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface BibleBrainProviderOptions {
  /** e.g. https://4.dbt.io/api */
  baseUrl: string;
  key: string;
  timeoutMs: number;
}

export function createBibleBrainProvider({ baseUrl, key, timeoutMs }: BibleBrainProviderOptions): BibleBrainProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const apiUrl = (...parts: string[]) => {
    const url = new URL(`${base}/${parts.map(encodeURIComponent).join('/')}`);
    url.searchParams.set('v', '4');
    url.searchParams.set('key', key);
    return url;
  };

  return {
    origin: 'bibleBrain',

    async fetchChapter(filesetId: string, book: Book, chapter: number): Promise<ProviderChapter | null> {
      const { status, json } = await getJson(apiUrl('bibles', 'filesets', filesetId, book.usfm, String(chapter)), {
        origin: 'bibleBrain',
        timeoutMs,
        allowStatuses: [404],
      });
      if (status === 404) return null;
      const answer = ChapterAnswerSchema.safeParse(json);
      if (!answer.success) {
        throw new BibleProviderError(
          'bibleBrain',
          'badResponse',
          `${filesetId} ${book.usfm} ${chapter} is not in the expected shape`,
        );
      }
      // DBP answers a chapter the fileset lacks with an empty list, not a 404.
      const [first] = answer.data.data;
      if (!first) return null;
      const verses = answer.data.data
        .map((verse) => ({ number: verse.verse_start, text: collapseSpaces(verse.verse_text) }))
        .sort((a, b) => a.number - b.number);
      return { bookName: first.book_name_alt || first.book_name || book.name.en, title: null, verses };
    },

    async fetchCopyright(bibleId: string): Promise<string | null> {
      try {
        const { json } = await getJson(apiUrl('bibles', bibleId, 'copyright'), { origin: 'bibleBrain', timeoutMs });
        const items = z.array(z.unknown()).parse(json);
        const copyrights = items.flatMap((item) => {
          const parsed = CopyrightItemSchema.safeParse(item);
          if (!parsed.success) return [];
          const text = collapseSpaces(parsed.data.copyright?.copyright ?? '');
          return text ? [{ type: parsed.data.type ?? '', text }] : [];
        });
        // The list covers every fileset of the Bible (audio ones too): the text's own comes first if there is one.
        const chosen = copyrights.find((item) => item.type.startsWith('text')) ?? copyrights[0];
        return chosen?.text ?? null;
      } catch {
        return null;
      }
    },
  };
}
