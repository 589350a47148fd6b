import { afterEach, describe, expect, it, vi } from 'vitest';
import { longDate } from './format-day.ts';

afterEach(() => vi.restoreAllMocks());

describe('longDate', () => {
  it('writes a date the way the browser’s region does for the interface language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(longDate('2026-03-03', 'en')).toBe('Tuesday, March 3');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(longDate('2026-03-03', 'en')).toBe('Tuesday 3 March');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT']);
    expect(longDate('2026-03-03', 'pt')).toBe('terça-feira, 3 de março');
  });
});
