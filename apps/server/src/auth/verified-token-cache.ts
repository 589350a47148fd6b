import type { VerifiedToken } from './token-service.js';

/**
 * Remembers tokens whose signature was already checked, until they expire, so a busy client's
 * requests skip the HMAC check. Whether the account still exists, and still has the session
 * version the token carries, is not cached: that is checked against the database on every
 * request (see http/require-user.ts), so an ended session ends on every instance at once.
 */
export function createVerifiedTokenCache(maxEntries = 10_000) {
  const entries = new Map<string, VerifiedToken & { expiresAt: number }>();
  return {
    get(token: string): VerifiedToken | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(token);
        return undefined;
      }
      return entry;
    },
    set(token: string, verified: VerifiedToken, expiresAt: number): void {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(token, { ...verified, expiresAt });
    },
  };
}
