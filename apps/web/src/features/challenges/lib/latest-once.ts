/**
 * The entries of pages loaded one after another, each person once. A list in an order that moves
 * (the progress view: reading moves a participant later) may show someone again on a later page:
 * the later entry is the newer one, so it is kept, where it came.
 */
export function latestOnce<Entry>(pages: readonly (readonly Entry[])[], idOf: (entry: Entry) => string): Entry[] {
  const byId = new Map<string, Entry>();
  for (const entry of pages.flat()) {
    const id = idOf(entry);
    byId.delete(id);
    byId.set(id, entry);
  }
  return [...byId.values()];
}
