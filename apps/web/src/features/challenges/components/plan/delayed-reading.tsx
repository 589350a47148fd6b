import { isLate, type LocalPlanV2, overdueCount, todayIso } from '@bible-journey/core';
import i18next from 'i18next';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { modals } from '../../../../lib/modals/modals.ts';
import { replanChallengeCopy } from '../../lib/challenge-copy-sync.ts';
import common from '../common/common.module.css';

export const DELAYED_READING_MODAL_ID = 'challenge-delayed-reading';

/**
 * The delayed-reading modal (spec 3 section 4): when the first unread day is before today and
 * delays are tracked, once a visit. Close, or reset the plan: the unread days spread again from
 * today up to the old end date, one more delay (replanChallengeCopy).
 */
export function useDelayedReadingModal(challengeId: string, plan: LocalPlanV2 | null, isReady: boolean) {
  const hasOpened = useRef(false);
  const today = todayIso();
  const isDue = isReady && plan?.trackDelays === true && isLate(plan.planv2, today);
  const behind = plan ? overdueCount(plan.planv2, today) : 0;
  useEffect(() => {
    if (!isDue || hasOpened.current) return;
    hasOpened.current = true;
    modals.open({
      id: DELAYED_READING_MODAL_ID,
      title: i18next.t('challenges.plan.late.title'),
      waitForTurn: true,
      render: (close) => (
        <div className={common.dialogBody}>
          <p>{i18next.t('challenges.plan.late.text', { count: behind })}</p>
          <div className={common.dialogActions}>
            <Button variant="secondary" onClick={close}>
              {i18next.t('challenges.plan.late.close')}
            </Button>
            <Button
              onClick={() => {
                replanChallengeCopy(challengeId, todayIso());
                close();
              }}
            >
              {i18next.t('challenges.plan.late.reset')}
            </Button>
          </div>
        </div>
      ),
    });
  }, [isDue, behind, challengeId]);
  useEffect(() => () => modals.close(DELAYED_READING_MODAL_ID), []);
}
