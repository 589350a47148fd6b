import { BOOKS } from '@bible-journey/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../test/i18n.ts';
import { booksInOrder, ChapterPicker, findBooks } from './chapter-picker.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

describe('findBooks', () => {
  const books = booksInOrder('traditional');

  it('finds by part of the name in the language, case and accents aside, in the list’s order', () => {
    expect(findBooks(books, 'JOHN', 'en').map((book) => book.name.en)).toEqual(['John', '1 John', '2 John', '3 John']);
    expect(findBooks(books, 'exo', 'pt').map((book) => book.name.pt)).toEqual(['Êxodo']);
    expect(findBooks(books, '  ', 'en')).toHaveLength(BOOKS.length);
    expect(findBooks(books, 'zzz', 'pl')).toEqual([]);
  });
});

describe('ChapterPicker', () => {
  it('narrows the book list as one types, says when nothing matches, and Enter opens the only book left', () => {
    const onPick = vi.fn();
    render(<ChapterPicker order="traditional" value={{ bookIndex: 0, chapter: 1 }} language="en" onPick={onPick} />);
    const search = screen.getByRole('searchbox', { name: 'Find a book' });
    fireEvent.change(search, { target: { value: 'john' } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'John',
      '1 John',
      '2 John',
      '3 John',
    ]);
    fireEvent.change(search, { target: { value: ' zzz ' } });
    expect(screen.getByRole('status').textContent).toBe('No book matches “zzz”.');
    fireEvent.change(search, { target: { value: 'revel' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Revelation 22' }));
    expect(onPick).toHaveBeenCalledWith({ bookIndex: 65, chapter: 22 });
  });
});
