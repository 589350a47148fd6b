// A challenge's join code (issue 23): a short code a leader says aloud or shows, which opens the
// challenge's invite page like its shared link. Letters and digits that read and sound apart: no 0,
// O, 1, I or L. Eight of them give 31^8 (about 8.5 × 10^11) codes, so even a hundred thousand live
// challenges leave a guess about one chance in eight million, and the server throttles guesses.
// The database draws new codes (bj_new_join_code(), migration 0016) from this same alphabet.

/** The characters a join code is made of. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters in a join code. */
export const JOIN_CODE_LENGTH = 8;
/** What a person may type for a code at most: the code with spaces or dashes between its parts. */
export const JOIN_CODE_INPUT_MAX = 32;

const SEPARATORS = /[\s\-–—.]/g;
const CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/**
 * The code in what a person typed: case, spaces and dashes don't matter ("k7qm-3xpa" is K7QM3XPA).
 * Null when it cannot be a code (wrong length, or a character no code has).
 */
export function normalizeJoinCode(input: string): string | null {
  if (typeof input !== 'string' || input.length > JOIN_CODE_INPUT_MAX) return null;
  const code = input.replace(SEPARATORS, '').toUpperCase();
  return CODE.test(code) ? code : null;
}

/** A code as people read it: two groups of four ("K7QM 3XPA"). */
export function formatJoinCode(code: string): string {
  const half = JOIN_CODE_LENGTH / 2;
  return `${code.slice(0, half)} ${code.slice(half)}`;
}
