import type { Language, LocalPlanV2 } from '@bible-journey/core';
import { shouldOfferReplan, todayIso } from '@bible-journey/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { modals } from '../../lib/modals/modals.ts';

/** Spec 2 section 9: the late dialog opens 1000 ms after the checklist shows a late plan. */
export const LATE_DIALOG_DELAY_MS = 1000;
const LATE_DIALOG_ID = 'delayed-reading';
type DialogComponent = typeof import('./delayed-reading-dialog.tsx').DelayedReadingDialog;

// The dialog (its preview and its strings) loads when a plan is late, not with /plan.
const loadDialog = (language: Language) =>
  Promise.all([
    import('./delayed-reading-dialog.tsx'),
    import('./late-strings.ts').then((strings) => strings.loadLateStrings(language)),
  ]);

/**
 * The late dialog: opens by itself once per visit when the plan is late, delays are tracked and at
 * least `delayCount` readings wait; `openLateDialog` opens it on request (the checklist's offer).
 */
export function useLateDialog(
  plan: LocalPlanV2 | null,
  isReady: boolean,
  delayCount: number,
  onReplan: (endDate?: string) => void,
  language: Language,
  /** A challenge's copy: the dialog also offers to start on today's reading with the group. */
  onSkipPast?: () => void,
) {
  const { t } = useTranslation();
  const hasOpened = useRef(false);
  const isMounted = useRef(true);
  const isDue = isReady && plan?.trackDelays === true && shouldOfferReplan(plan.planv2, todayIso(), delayCount);
  const latest = useRef({ plan, onReplan, onSkipPast, language, t });
  latest.current = { plan, onReplan, onSkipPast, language, t };

  const openLateDialog = useCallback(async () => {
    hasOpened.current = true;
    let DelayedReadingDialog: DialogComponent;
    try {
      [{ DelayedReadingDialog }] = await loadDialog(latest.current.language);
    } catch (error) {
      // A chunk that can't be fetched (an update replaced it): the offer stays, the next tap tries again.
      console.warn('The late dialog could not load', error);
      return;
    }
    const { plan: current, language: shown, t: translate, onSkipPast: canSkip } = latest.current;
    // The checklist may have gone while the dialog loaded, or the plan with it.
    if (!isMounted.current || !current || current.planv2.length === 0) return;
    modals.open({
      id: LATE_DIALOG_ID,
      title: translate('latePlan.title'),
      waitForTurn: true,
      render: (close) => (
        <DelayedReadingDialog
          days={current.planv2}
          blockedWeekDays={current.blockedWeekDays}
          today={todayIso()}
          language={shown}
          onDismiss={close}
          onReplan={(endDate) => {
            latest.current.onReplan(endDate);
            close();
          }}
          onSkipPast={
            canSkip &&
            (() => {
              latest.current.onSkipPast?.();
              close();
            })
          }
        />
      ),
    });
  }, []);

  useEffect(() => {
    if (!isDue || hasOpened.current) return;
    const timer = setTimeout(() => void openLateDialog(), LATE_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDue, openLateDialog]);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      modals.close(LATE_DIALOG_ID);
    };
  }, []);

  return { openLateDialog };
}
