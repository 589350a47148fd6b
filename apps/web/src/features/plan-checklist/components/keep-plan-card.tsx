import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccountModal } from '../../../components/account-modal/open-account-modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { requestPlanSync } from '../../../lib/plan/plan-sync.ts';
import { planSyncStatus } from '../../../lib/plan/plan-sync-status.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import styles from './keep-plan-card.module.css';

/** How long the confirmation waits for the device's plan to reach the account. */
export const PLAN_SAVE_WAIT_MS = 15_000;

/** For someone not signed in: sign in or register in a modal, and the device's plan goes to the account. */
export function KeepPlanCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const handleOpen = () =>
    openAccountModal({
      // Someone whose plan lives only on this device most likely has no account yet.
      intent: 'register',
      reason: t('plan-checklist.keepPlan.reason'),
      onSignedIn: () => void confirmPlanKept(t),
    });
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('plan-checklist.keepPlan.title')}
      </h2>
      <p className={styles.body}>{t('plan-checklist.keepPlan.body')}</p>
      <Button variant="secondary" onClick={handleOpen}>
        {t('plan-checklist.keepPlan.action')}
      </Button>
    </section>
  );
}

// Signed in now: the sync saves the device's plan on the account (spec 2 section 4, "only a local
// plan exists"), or, when the account already has another plan, asks which one to keep — then the
// choice dialog speaks and no snackbar is needed.
async function confirmPlanKept(t: TFunction) {
  requestPlanSync();
  const outcome = await waitForOutcome(PLAN_SAVE_WAIT_MS);
  if (outcome === 'choose') return;
  snackbars.show(
    outcome === 'kept'
      ? { message: t('plan-checklist.keepPlan.saved'), severity: 'success' }
      : { message: t('plan-checklist.keepPlan.savedLater'), severity: 'info' },
  );
}

function waitForOutcome(timeoutMs: number): Promise<'kept' | 'choose' | 'later'> {
  const current = () => (planSyncStatus.get().choice ? 'choose' : localPlan.get()?.planId ? 'kept' : null);
  return new Promise((resolve) => {
    const now = current();
    if (now) return resolve(now);
    const finish = (outcome: 'kept' | 'choose' | 'later') => {
      clearTimeout(timer);
      stopPlan();
      stopStatus();
      resolve(outcome);
    };
    const check = () => {
      const outcome = current();
      if (outcome) finish(outcome);
    };
    const timer = setTimeout(() => finish('later'), timeoutMs);
    const stopPlan = localPlan.subscribe(check);
    const stopStatus = planSyncStatus.subscribe(check);
  });
}
