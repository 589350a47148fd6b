import type { NavigateFunction } from 'react-router';

/**
 * Goes to `to` from a modal's onClose. Closing drops the modal's history entry with
 * history.back(), which lands later: leave only once that is done, or the back undoes the move.
 */
export function navigateAfterModal(navigate: NavigateFunction, modalId: string, to: string): void {
  const leave = () => void navigate(to, { replace: true });
  const isBackPending = (window.history.state as { modal?: string } | null)?.modal === modalId;
  if (isBackPending) window.addEventListener('popstate', leave, { once: true });
  else leave();
}
