// The 'prompt' update flow (apps/web/src/app/pwa/update-flow.ts): a new version installs and
// waits; when the person presses "Update", the page's registerSW (workbox-window's
// messageSkipWaiting) posts {type: 'SKIP_WAITING'} to the waiting worker, which then takes over,
// and every open page reloads on 'controlling'. Nothing else activates a waiting version, and
// the worker never claims pages it did not load (no clients.claim).

/** Whether a page's message asks the waiting version to take over now. */
export function isSkipWaitingRequest(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** Activates this (waiting) version when a page asks for it. */
export function takeOverOnRequest(worker: Pick<ServiceWorkerGlobalScope, 'skipWaiting'>, data: unknown): void {
  if (isSkipWaitingRequest(data)) void worker.skipWaiting();
}
