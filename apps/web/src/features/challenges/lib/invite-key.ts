// The key of a challenge's shared link (/c/invite/{id}?key=…), kept for the tab from the moment
// the invite page opens: signing up, logging in or a social sign-in's round trip lead away from
// the link's address before joining (PUT /api/challenge/join sends it).

const storageKey = (challengeId: string) => `bible-journey:invite-key:${challengeId}`;
/** Where the browser blocks storage, the key lasts this page's life. */
const inMemory = new Map<string, string>();

export function rememberInviteKey(challengeId: string, key: string | null): void {
  if (!key) return;
  try {
    sessionStorage.setItem(storageKey(challengeId), key);
  } catch {
    inMemory.set(challengeId, key);
  }
}

export function inviteKeyOf(challengeId: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(challengeId)) ?? undefined;
  } catch {
    return inMemory.get(challengeId);
  }
}
