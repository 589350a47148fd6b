import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbars } from '../../../app/snackbars/snackbar-store.ts';
import { openAccountModal } from '../../../components/account-modal/open-account-modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { plansQueryOptions } from '../api/get-plans.ts';
import styles from './keep-plan-card.module.css';

/** How long the confirmation waits for the device's plan to reach the account. */
export const PLAN_SAVE_WAIT_MS = 15_000;

/** For someone not signed in: sign in or register in a modal, and the device's plan goes to the account. */
export function KeepPlanCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const handleOpen = () =>
    openAccountModal({
      reason: t('plan-checklist.keepPlan.reason'),
      onSignedIn: () => void confirmPlanKept(queryClient, t),
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

// Signed in now: the checklist's sync posts the device's plan (spec 2 section 4, "only a local
// plan exists"). Asking for the plans again makes sure it runs even over an earlier answer; the
// snackbar waits until the plan carries the server's id.
async function confirmPlanKept(queryClient: QueryClient, t: TFunction) {
  await queryClient
    .invalidateQueries({ queryKey: plansQueryOptions().queryKey }, { cancelRefetch: false })
    .catch(() => undefined);
  const isKept = await waitForServerPlanId(PLAN_SAVE_WAIT_MS);
  snackbars.show(
    isKept
      ? { message: t('plan-checklist.keepPlan.saved'), severity: 'success' }
      : { message: t('plan-checklist.keepPlan.savedLater'), severity: 'info' },
  );
}

function waitForServerPlanId(timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (localPlan.get()?.planId) return resolve(true);
    const finish = (isKept: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(isKept);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = localPlan.subscribe(() => {
      if (localPlan.get()?.planId) finish(true);
    });
  });
}
