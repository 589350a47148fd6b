import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { modals } from '../../lib/modals/modals.ts';

export const ACCOUNT_MODAL_ID = 'account';

// The forms, React Aria's tabs and the social SDK glue load only when the box opens.
const AccountModal = lazy(async () => ({ default: (await import('./account-modal.tsx')).AccountModal }));

/** Which tab the box opens on: the one the person came for. */
export type AccountIntent = 'login' | 'register';

export interface AccountModalOptions {
  /** What the person asked for ("Log in", "Create an account"): the box opens on that tab. */
  intent: AccountIntent;
  /** Why the box opened, shown above the forms ("Keep your plan safe…"). */
  reason?: string;
  /**
   * The pending action (spec 1 section 4): runs once the person is signed in and the box has
   * closed, instead of the account screens' move to /plan. Without one, a "signed in" snackbar.
   */
  onSignedIn?: () => void;
}

/** Opens the login / register box over the current screen (spec 1 section 2). */
export function openAccountModal({ intent, reason, onSignedIn }: AccountModalOptions): void {
  let next: (() => void) | null = null;
  modals.open({
    id: ACCOUNT_MODAL_ID,
    title: i18next.t('accountModal.title'),
    render: (close) => (
      <Suspense fallback={<p role="status">{i18next.t('accountModal.loading')}</p>}>
        <AccountModal
          initialTab={intent}
          reason={reason}
          onSignedIn={onSignedIn}
          leave={(then) => {
            next = then;
            close();
          }}
        />
      </Suspense>
    ),
    onClose: () => {
      const run = next;
      if (run) whenHistorySettled(run);
    },
  });
}

// Closing drops the modal's history entry with history.back(), which lands later: a navigation
// made before it would be undone by it, so what comes next waits for it.
function whenHistorySettled(run: () => void) {
  const isBackPending = (window.history.state as { modal?: string } | null)?.modal === ACCOUNT_MODAL_ID;
  if (isBackPending) window.addEventListener('popstate', () => run(), { once: true });
  else run();
}
