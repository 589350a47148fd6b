// Functions bible-reader.ts runs inside the web app's page (page.evaluate serializes each one, so
// each reaches the page through globalThis itself; bench has no DOM types, hence the small
// interfaces below).

interface PageNode {
  textContent: string | null;
  parentElement: PageNode | null;
  querySelector(selector: string): PageNode | null;
}

interface InPage {
  document: {
    body: unknown;
    getElementById(id: string): unknown;
    querySelector(selector: string): PageNode | null;
    addEventListener(type: 'click', listener: () => void, options: { capture: boolean; once: boolean }): void;
  };
  MutationObserver: new (
    callback: () => void,
  ) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean; characterData: boolean }): void;
    disconnect(): void;
  };
  MessageChannel: new () => {
    port1: { onmessage: (() => void) | null };
    port2: { postMessage(message: null): void };
  };
  requestAnimationFrame(callback: () => void): void;
  __benchMove?: Promise<MoveTiming>;
}

/** Milliseconds from the click on "Next chapter" to the new chapter's first verse. */
export interface MoveTiming {
  /** In the DOM (React committed it). */
  dom: number;
  /** Painted: the end of the first frame that shows it. */
  painted: number;
}

/**
 * Arms a watcher for the next click: `__benchMove` resolves once the reader's heading reads
 * `title` and its first verse is `verse`. Call before the click, read `__benchMove` after it.
 */
export function watchNextMove({ title, verse }: { title: string; verse: string }): void {
  const page = globalThis as unknown as InPage;
  const { document } = page;
  page.__benchMove = new Promise<MoveTiming>((resolve) => {
    let clickedAt: number | null = null;
    const isShown = () => {
      const reader = document.querySelector('dialog article, [role="dialog"] article');
      if (reader?.querySelector('h2')?.textContent !== title) return false;
      // The first verse is <span><sup>1</sup>text</span>.
      return reader.querySelector('sup')?.parentElement?.textContent === `1${verse}`;
    };
    const check = () => {
      if (clickedAt === null || !isShown()) return;
      observer.disconnect();
      const start = clickedAt;
      const dom = performance.now() - start;
      // A frame paints right after its animation-frame callbacks; a task queued from one runs after that paint.
      page.requestAnimationFrame(() => {
        const channel = new page.MessageChannel();
        channel.port1.onmessage = () => resolve({ dom, painted: performance.now() - start });
        channel.port2.postMessage(null);
      });
    };
    const observer = new page.MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // Capture on the document runs before React's own listener on the root.
    document.addEventListener(
      'click',
      () => {
        clickedAt = performance.now();
        check();
      },
      { capture: true, once: true },
    );
  });
}

export function takeMoveTiming(): Promise<MoveTiming> {
  const move = (globalThis as unknown as InPage).__benchMove;
  if (!move) throw new Error('watchNextMove was not called');
  return move;
}

/**
 * The state of one query in the app's TanStack Query cache ('success', 'pending', 'error' or
 * 'absent'), removing it first when `remove` is set. The app does not expose its QueryClient,
 * so it is found on QueryClientProvider's props through React's fiber tree.
 */
export function chapterQuery({ key, remove }: { key: unknown[]; remove: boolean }): string {
  interface QueryClientLike {
    getQueryState(key: unknown[]): { status: string } | undefined;
    removeQueries(filters: { queryKey: unknown[]; exact: boolean }): void;
  }
  interface Fiber {
    child: Fiber | null;
    sibling: Fiber | null;
    memoizedProps: { client?: Partial<QueryClientLike> } | null;
  }
  const root = (globalThis as unknown as InPage).document.getElementById('root') as Record<string, unknown> | null;
  const containerKey = Object.keys(root ?? {}).find((name) => name.startsWith('__reactContainer$'));
  const stack = [containerKey ? (root?.[containerKey] as Fiber) : null];
  let client: QueryClientLike | null = null;
  while (stack.length > 0 && !client) {
    const fiber = stack.pop();
    if (!fiber) continue;
    const candidate = fiber.memoizedProps?.client;
    if (typeof candidate?.getQueryState === 'function' && typeof candidate.removeQueries === 'function') {
      client = candidate as QueryClientLike;
    }
    stack.push(fiber.sibling, fiber.child);
  }
  if (!client) throw new Error('no QueryClientProvider in the page');
  if (remove) client.removeQueries({ queryKey: key, exact: true });
  return client.getQueryState(key)?.status ?? 'absent';
}
