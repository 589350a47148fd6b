import type { BibleVerse } from '@bible-journey/contract';
import { BOOKS, type Book } from '@bible-journey/core';
import { z } from 'zod';
import { type BibleText, BibleTextSchema } from '../../modules/bible/bible-text.js';
import { FREE_USE_LANGUAGES } from '../../modules/bible/catalog.js';
import { getJson } from './http-json.js';
import { BibleProviderError, type FreeUseProvider, type FreeUseTranslation, type ProviderChapter } from './provider.js';

/*
 * The Free Use Bible API (bible.helloao.org): open-licence translations as static JSON, no key.
 * A chapter's content is a list of headings, line breaks, Hebrew subtitles (psalm
 * superscriptions) and verses; a verse's content mixes plain strings, formatted text, footnote
 * references, inline headings and line breaks. Only the words of the text are kept.
 */

const MIB = 1024 * 1024;
/** available_translations.json lists every translation (about a thousand). */
const LIST_MAX_BYTES = 16 * MIB;
/** complete.json is 5-15 MB for a whole Bible with its footnotes. */
const COMPLETE_MAX_BYTES = 64 * MIB;

const TranslationSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  shortName: z.string().nullish(),
  englishName: z.string().nullish(),
  language: z.string(),
  website: z.string().nullish(),
  licenseUrl: z.string().nullish(),
  licenseNotice: z.string().nullish(),
  numberOfBooks: z.number().int().nonnegative().optional(),
});
type Translation = z.infer<typeof TranslationSchema>;

/** Everything else (headings, line breaks, kinds added later) carries no verse text. */
const ContentItemSchema = z.object({ type: z.string() }).loose();
const ChapterDataSchema = z.object({ number: z.number().int().min(1), content: z.array(ContentItemSchema) });

const ChapterAnswerSchema = z.object({
  book: z.object({ name: z.string().min(1) }),
  chapter: ChapterDataSchema,
});

const CompleteAnswerSchema = z.object({
  translation: TranslationSchema,
  books: z.array(
    z.object({
      id: z.string(),
      name: z.string().min(1),
      chapters: z.array(z.object({ chapter: ChapterDataSchema })),
    }),
  ),
});

const VerseItemSchema = z.object({
  type: z.literal('verse'),
  number: z.number().int().min(1),
  content: z.array(z.unknown()),
});
const SubtitleItemSchema = z.object({ type: z.literal('hebrew_subtitle'), content: z.array(z.unknown()) });

/** Closing punctuation that a formatted run may start with: it belongs to the word before. */
const ATTACHED = /^[,.;:!?)\]’”»]/;

/** The words of a verse or subtitle: strings and formatted text; footnote refs, inline headings and line breaks dropped. */
function wordsOf(content: readonly unknown[]): string {
  let text = '';
  for (const piece of content) {
    const words =
      typeof piece === 'string'
        ? piece
        : typeof piece === 'object' && piece !== null && typeof (piece as { text?: unknown }).text === 'string'
          ? (piece as { text: string }).text
          : null;
    if (words === null) continue;
    const trimmed = words.replace(/\s+/g, ' ').trim();
    if (trimmed === '') continue;
    text = text === '' || ATTACHED.test(trimmed) ? text + trimmed : `${text} ${trimmed}`;
  }
  return text;
}

interface MappedChapter {
  title: string | null;
  /** Text by verse number; a number the chapter skips is "" so the numbering stays right. */
  verses: string[];
}

function mapChapter(content: readonly { type: string }[]): MappedChapter {
  const byNumber = new Map<number, string>();
  const titles: string[] = [];
  for (const item of content) {
    const verse = VerseItemSchema.safeParse(item);
    if (verse.success) {
      const words = wordsOf(verse.data.content);
      // A verse split by a paragraph break can come as two items with the same number.
      const before = byNumber.get(verse.data.number);
      byNumber.set(verse.data.number, before ? `${before} ${words}`.trim() : words);
      continue;
    }
    const subtitle = SubtitleItemSchema.safeParse(item);
    if (subtitle.success) {
      const words = wordsOf(subtitle.data.content);
      if (words) titles.push(words);
    }
  }
  const last = Math.max(0, ...byNumber.keys());
  return {
    title: titles.length > 0 ? titles.join(' ') : null,
    verses: Array.from({ length: last }, (_, index) => byNumber.get(index + 1) ?? ''),
  };
}

function toVerses(texts: readonly string[]): BibleVerse[] {
  return texts.map((text, index) => ({ number: index + 1, text }));
}

function toFreeUseTranslation(translation: Translation): FreeUseTranslation {
  return {
    id: translation.id,
    name: translation.name,
    shortName: translation.shortName || translation.id,
    englishName: translation.englishName || translation.name,
    language: translation.language,
    website: translation.website || null,
    licenseUrl: translation.licenseUrl || null,
    numberOfBooks: translation.numberOfBooks ?? 0,
  };
}

export interface FreeUseProviderOptions {
  /** e.g. https://bible.helloao.org (no trailing slash needed). */
  baseUrl: string;
  timeoutMs: number;
  /** A whole translation is megabytes: its download gets longer than a chapter. */
  downloadTimeoutMs?: number;
}

export function createFreeUseProvider({
  baseUrl,
  timeoutMs,
  downloadTimeoutMs = Math.max(timeoutMs, 120_000),
}: FreeUseProviderOptions): FreeUseProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const apiUrl = (...parts: string[]) => new URL(`${base}/api/${parts.map(encodeURIComponent).join('/')}`);
  const badResponse = (message: string) => new BibleProviderError('freeUse', 'badResponse', message);

  function parse<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw badResponse(`${what} is not in the expected shape`);
    return parsed.data;
  }

  return {
    origin: 'freeUse',

    async listTranslations() {
      const { json } = await getJson(apiUrl('available_translations.json'), {
        origin: 'freeUse',
        timeoutMs,
        maxBytes: LIST_MAX_BYTES,
      });
      const { translations } = parse(
        z.object({ translations: z.array(z.unknown()) }),
        json,
        'the list of translations',
      );
      // One malformed entry shouldn't hide the other thousand.
      return translations.flatMap((entry) => {
        const translation = TranslationSchema.safeParse(entry);
        return translation.success ? [toFreeUseTranslation(translation.data)] : [];
      });
    },

    async fetchChapter(translation: string, book: Book, chapter: number): Promise<ProviderChapter | null> {
      const { status, json } = await getJson(apiUrl(translation, book.usfm, `${chapter}.json`), {
        origin: 'freeUse',
        timeoutMs,
        allowStatuses: [404],
      });
      if (status === 404) return null;
      const answer = parse(ChapterAnswerSchema, json, `${translation} ${book.usfm} ${chapter}`);
      const { title, verses } = mapChapter(answer.chapter.content);
      if (verses.length === 0) throw badResponse(`${translation} ${book.usfm} ${chapter} has no verses`);
      return { bookName: answer.book.name, title, verses: toVerses(verses) };
    },

    async fetchCompleteTranslation(translation: string, versionId: string): Promise<BibleText> {
      const { json } = await getJson(apiUrl(translation, 'complete.json'), {
        origin: 'freeUse',
        timeoutMs: downloadTimeoutMs,
        maxBytes: COMPLETE_MAX_BYTES,
      });
      const answer = parse(CompleteAnswerSchema, json, `the complete ${translation}`);
      const language = FREE_USE_LANGUAGES.get(answer.translation.language);
      if (!language) {
        throw badResponse(`${translation} is in "${answer.translation.language}", not a language the app has`);
      }
      const byUsfm = new Map(answer.books.map((book) => [book.id.toUpperCase(), book]));
      // Our 66 books in canonical order; apocryphal and other extra books are left out.
      const books = BOOKS.flatMap((ours) => {
        const theirs = byUsfm.get(ours.usfm);
        if (!theirs) return [];
        const chapters: string[][] = [];
        const titles: Record<string, string> = {};
        for (const { chapter } of theirs.chapters) {
          const mapped = mapChapter(chapter.content);
          chapters[chapter.number - 1] = mapped.verses;
          if (mapped.title) titles[String(chapter.number)] = mapped.title;
        }
        return [
          {
            key: ours.key,
            index: ours.index,
            name: theirs.name,
            chapters: Array.from(chapters, (verses) => verses ?? []),
            ...(Object.keys(titles).length > 0 ? { titles } : {}),
          },
        ];
      });
      const { id, name, shortName, licenseUrl, licenseNotice } = answer.translation;
      const text = BibleTextSchema.safeParse({
        id: versionId,
        abbr: (shortName || id).slice(0, 20),
        name: name.slice(0, 200),
        language,
        license: licenseUrl ? `See ${licenseUrl}` : 'See the Free Use Bible API (bible.helloao.org)',
        source: `Free Use Bible API (bible.helloao.org), translation ${id}`,
        ...(licenseNotice ? { notice: licenseNotice } : {}),
        books,
      });
      if (!text.success) {
        const problems = text.error.issues.slice(0, 3).map((issue) => issue.message);
        throw badResponse(`${translation} is not a complete 66-book Bible: ${problems.join('; ')}`);
      }
      return text.data;
    },
  };
}
