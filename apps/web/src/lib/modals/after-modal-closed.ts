/**
 * Runs `next` once the modal `modalId`, just closed, has dropped its history entry. Closing calls
 * history.back(), which lands later: opening another modal (or navigating) before it would be
 * undone by that back.
 */
export function afterModalClosed(modalId: string, next: () => void): void {
  const isBackPending = (window.history.state as { modal?: string } | null)?.modal === modalId;
  if (isBackPending) window.addEventListener('popstate', () => next(), { once: true });
  else next();
}
