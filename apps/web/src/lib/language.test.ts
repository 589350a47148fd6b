import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it.each([
    [null, ['pt-BR', 'en'], 'pt'],
    [null, ['de-DE', 'pl-PL'], 'pl'],
    [null, ['in', 'id-ID'], 'id'],
    [null, ['fr'], 'en'],
    [null, [], 'en'],
    ['id', ['pt-BR'], 'id'],
    ['xx', ['pl'], 'pl'],
  ] as const)('stored %s, browser %j -> %s', (stored, browser, expected) => {
    expect(pickLanguage(stored, browser)).toBe(expected);
  });
});
