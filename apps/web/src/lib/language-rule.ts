import type { Language } from '@bible-journey/core';

// No run-time imports: the build's route preloading (build/route-preload.ts) reads these too.
export const LANGUAGE_STORAGE_KEY = 'language';
export const FALLBACK_LANGUAGE: Language = 'en';
