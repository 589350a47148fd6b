import { describe, expect, it } from 'vitest';
import { BOOK_DATA } from './book-data.js';

describe('BOOK_DATA (unpacked from books.data.ts)', () => {
  it('gives each book one verse count and one word count per chapter', () => {
    for (const book of BOOK_DATA) {
      expect(book.verses, book.key).toHaveLength(book.chapters);
      expect(book.words, book.key).toHaveLength(book.chapters);
    }
  });

  it('splits the testaments between Malachi and Matthew', () => {
    expect(BOOK_DATA.filter((book) => book.testament === 'old').at(-1)?.key).toBe('malachi');
    expect(BOOK_DATA.find((book) => book.testament === 'new')?.key).toBe('matthew');
  });

  it('keeps ids, names and the largest counts as imported', () => {
    const psalms = BOOK_DATA.find((book) => book.key === 'psalms');
    expect(psalms).toMatchObject({ index: 18, osis: 'Ps', usfm: 'PSA', chapters: 150 });
    expect(psalms?.verses[118]).toBe(176);
    expect(psalms?.words[118]).toBe(2423);
    expect(psalms?.name).toEqual({ en: 'Psalms', pt: 'Salmos', id: 'Mazmur', pl: 'Księga Psalmów' });
    const john2 = BOOK_DATA.find((book) => book.key === 'john2');
    expect(john2).toMatchObject({ osis: '2John', usfm: '2JN', chapters: 1, verses: [13], words: [298] });
    expect(john2?.name.pl).toBe('2 List św. Jana');
  });
});
