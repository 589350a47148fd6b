import type { LocalPlanV2 } from '@bible-journey/core';
import { todayIso } from '@bible-journey/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { modals } from '../../../lib/modals/modals.ts';
import { DelayedReadingDialog } from '../components/delayed-reading-dialog.tsx';
import { shouldOfferReplan } from '../lib/day-status.ts';

/** Spec 2 section 9: the late dialog opens 1000 ms after the checklist shows a late plan. */
export const LATE_DIALOG_DELAY_MS = 1000;
const LATE_DIALOG_ID = 'delayed-reading';

/** Offers a replan once per visit when the plan is late and delays are tracked. */
export function useLateDialog(plan: LocalPlanV2 | null, isReady: boolean, delayCount: number, onReplan: () => void) {
  const { t } = useTranslation();
  const hasOpened = useRef(false);
  const isDue = isReady && plan?.trackDelays === true && shouldOfferReplan(plan.planv2, todayIso(), delayCount);
  const onReplanRef = useRef(onReplan);
  onReplanRef.current = onReplan;

  useEffect(() => {
    if (!isDue || hasOpened.current) return;
    const timer = setTimeout(() => {
      hasOpened.current = true;
      modals.open({
        id: LATE_DIALOG_ID,
        title: t('plan-checklist.late.title'),
        waitForTurn: true,
        render: (close) => (
          <DelayedReadingDialog
            onDismiss={close}
            onReplan={() => {
              onReplanRef.current();
              close();
            }}
          />
        ),
      });
    }, LATE_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDue, t]);

  useEffect(() => () => modals.close(LATE_DIALOG_ID), []);
}
