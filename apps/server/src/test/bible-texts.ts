import { fileURLToPath } from 'node:url';

/** The real Bible texts the tests use (fixtures/bible-texts at the repository's root). */
export const BIBLE_TEXTS_DIR = fileURLToPath(new URL('../../data/bible-texts/', import.meta.url));
