/** The address people write to about their data, the terms, or anything else (legal pages, menu). */
export const CONTACT_EMAIL = 'contato@biblejourney.app';
