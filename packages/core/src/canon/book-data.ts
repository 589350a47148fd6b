import type { Book, Language } from './book.js';
import { LANGUAGES } from './book.js';
import { PACKED_BOOKS, PACKED_NAMES } from './books.data.js';

/** Genesis to Malachi; the other 27 are the New Testament's. */
const OLD_TESTAMENT_BOOKS = 39;
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';

/** The numbers of a packed run: two base-64 digits each (see books.data.ts). */
function unpackNumbers(packed: string): number[] {
  const numbers: number[] = [];
  for (let at = 0; at < packed.length; at += 2)
    numbers.push(DIGITS.indexOf(packed.charAt(at)) * 64 + DIGITS.indexOf(packed.charAt(at + 1)));
  return numbers;
}

/** The 66 books of books.data.ts, unpacked once when the module loads. */
function unpackBooks(): Book[] {
  const names = {} as Record<Language, string[]>;
  for (const language of LANGUAGES) names[language] = PACKED_NAMES[language].split('|');
  const lines = PACKED_BOOKS.trim().split('\n');
  return lines.map((line, index) => {
    const [key = '', osis = '', usfm = '', packed = ''] = line.split(' ');
    const counts = unpackNumbers(packed);
    const chapters = counts.length / 2;
    const name = {} as Record<Language, string>;
    const abbr = {} as Record<Language, string>;
    for (const language of LANGUAGES) {
      name[language] = names[language][index] ?? '';
      abbr[language] = names[language][lines.length + index] ?? '';
    }
    return {
      key,
      index,
      testament: index < OLD_TESTAMENT_BOOKS ? 'old' : 'new',
      osis,
      usfm,
      chapters,
      verses: counts.slice(0, chapters),
      words: counts.slice(chapters),
      name,
      abbr,
    };
  });
}

export const BOOK_DATA: readonly Book[] = unpackBooks();
