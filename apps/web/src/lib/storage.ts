/**
 * A value kept in localStorage as JSON, with subscribers: the app's device state (session, plan,
 * preferences) reads through these so React re-renders on change, also across tabs.
 */
export interface StoredValue<T> {
  get(): T;
  set(value: T): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function storedValue<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  const read = (): T => {
    let raw: string | null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return fallback;
    }
    // Same text, same object: useSyncExternalStore needs a stable snapshot.
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw === null ? fallback : JSON.parse(raw);
      cachedValue = isValid(parsed) ? parsed : fallback;
    } catch {
      cachedValue = fallback;
    }
    return cachedValue;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const write = (raw: string | null) => {
    try {
      if (raw === null) localStorage.removeItem(key);
      else localStorage.setItem(key, raw);
    } catch {
      // Storage full or blocked: the value lives on in memory for this visit.
      cachedRaw = raw;
      cachedValue = raw === null ? fallback : (JSON.parse(raw) as T);
    }
    notify();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) notify();
    });
  }

  return {
    get: read,
    set: (value) => write(JSON.stringify(value)),
    clear: () => write(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
