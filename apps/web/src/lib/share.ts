/** How sharing the app ended: the caller tells the person (e.g. "Link copied" after `copied`). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareContent {
  title: string;
  text: string;
  /** Defaults to the app's address (location.origin). */
  url?: string;
}

/**
 * Shares the app through the system share sheet (Web Share API) where there is one, else copies
 * the link to the clipboard. A person closing the share sheet is not a failure.
 */
export async function shareApp({ title, text, url = location.origin }: ShareContent): Promise<ShareOutcome> {
  const data = { title, text, url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError and the like (no user gesture, blocked by policy): copying still works.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
