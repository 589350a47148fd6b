import type { Language } from '@bible-journey/core';
import type { LegalDocument } from './legal-document.ts';

export type LegalKind = 'privacy' | 'terms';

/** The month from which both texts are in force (spec 1: "effective from August 2021"). */
export const LEGAL_EFFECTIVE_FROM = new Date(2021, 7, 1);

type Loader = () => Promise<{ content: LegalDocument }>;

// One chunk per text and language: only the one being read is downloaded.
const loaders: Record<LegalKind, Record<Language, Loader>> = {
  privacy: {
    en: () => import('./privacy.en.ts'),
    pt: () => import('./privacy.pt.ts'),
    id: () => import('./privacy.id.ts'),
    pl: () => import('./privacy.pl.ts'),
  },
  terms: {
    en: () => import('./terms.en.ts'),
    pt: () => import('./terms.pt.ts'),
    id: () => import('./terms.id.ts'),
    pl: () => import('./terms.pl.ts'),
  },
};

/** The privacy policy or the terms of use in `language`. */
export async function loadLegalDocument(kind: LegalKind, language: Language): Promise<LegalDocument> {
  return (await loaders[kind][language]()).content;
}
