import { fileURLToPath } from 'node:url';

/** The real Bible texts the tests use (apps/server/assets/bible-texts, shipped with the server). */
export const BIBLE_TEXTS_DIR = fileURLToPath(new URL('../../assets/bible-texts/', import.meta.url));
