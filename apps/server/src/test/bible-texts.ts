import { fileURLToPath } from 'node:url';

/** The real Bible texts the tests use (apps/server/data/bible-texts, shipped with the server). */
export const BIBLE_TEXTS_DIR = fileURLToPath(new URL('../../data/bible-texts/', import.meta.url));
