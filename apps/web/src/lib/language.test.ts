import { FALLBACK_LANGUAGE } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';
import { FALLBACK_LANGUAGE as BUILD_FALLBACK_LANGUAGE } from './language-rule.ts';

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

describe('the build-time copy of the fallback language', () => {
  // language-rule.ts keeps its own (the build's route preloading reads it without loading core).
  it("is core's", () => {
    expect(BUILD_FALLBACK_LANGUAGE).toBe(FALLBACK_LANGUAGE);
  });
});
