/**
 * Remembers tokens whose signature was already checked, until they expire, so a busy client's
 * requests skip the HMAC check. Whether the account still exists is not cached: the services check
 * that on every request (see http/require-user.ts).
 */
export function createVerifiedTokenCache(maxEntries = 10_000) {
  const entries = new Map<string, { userId: string; expiresAt: number }>();
  return {
    get(token: string): string | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(token);
        return undefined;
      }
      return entry.userId;
    },
    set(token: string, userId: string, expiresAt: number): void {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(token, { userId, expiresAt });
    },
  };
}
