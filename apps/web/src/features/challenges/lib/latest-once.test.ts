import { describe, expect, it } from 'vitest';
import { latestOnce } from './latest-once.ts';

describe('latestOnce', () => {
  it('keeps every entry once, in the order the pages came', () => {
    expect(latestOnce([[{ id: 'a' }, { id: 'b' }], [{ id: 'c' }]], (e) => e.id)).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ]);
  });

  it('keeps the later entry of someone who came again, where it came', () => {
    const pages = [
      [
        { id: 'a', read: 1 },
        { id: 'b', read: 1 },
      ],
      [
        { id: 'c', read: 2 },
        { id: 'a', read: 3 },
      ],
    ];
    expect(latestOnce(pages, (e) => e.id)).toEqual([
      { id: 'b', read: 1 },
      { id: 'c', read: 2 },
      { id: 'a', read: 3 },
    ]);
  });
});
