import { type Language, milestonesReached } from '@bible-journey/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOfferInstall, offerInstall } from '../../../lib/install-prompt.ts';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { rememberMilestones } from '../../../lib/milestones.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { firstDayOfWeek } from '../../../lib/week-start.ts';

export const FINISH_MOMENT_ID = 'finish-moment';

// The moment and its strings load when a day is finished, not with /plan's first visit.
const loadMoment = (language: Language) =>
  Promise.all([
    import('../components/finish-moment.tsx'),
    import('../lib/moment-strings.ts').then((strings) => strings.loadMomentStrings(language)),
  ]);

/**
 * Finishing a day is a moment: a dialog with what was read, the week, the progress, the streak,
 * any milestone reached and what comes next (and, after the first finished day, the browser's
 * install offer), plus a live announcement.
 */
export function useFinishMoment(language: Language) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');

  const celebrate = useCallback(
    async (dayId: number, today: string) => {
      let loaded: Awaited<ReturnType<typeof loadMoment>>;
      try {
        loaded = await loadMoment(language);
      } catch {
        // Never cached and offline: the tick stands, the checkbox shows it; only the moment is missed.
        return;
      }
      const plan = localPlan.get();
      const day = plan?.planv2.find((each) => each._id === dayId);
      if (!plan || !day?.read) return;
      const [{ FinishMoment, finishAnnouncement }] = loaded;
      // Each milestone is celebrated once on this device, then listed in the menu.
      const milestones = rememberMilestones(milestonesReached(plan.planv2, day), today);
      const finished = {
        day,
        days: plan.planv2,
        blockedWeekDays: plan.blockedWeekDays,
        today,
        language,
        milestones,
        weekStart: firstDayOfWeek(language),
      };
      setAnnouncement(finishAnnouncement(t, finished));
      const isFirstDay = plan.planv2.filter((each) => each.read).length === 1;
      const canInstall = isFirstDay && canOfferInstall();
      modals.open({
        id: FINISH_MOMENT_ID,
        title: t('plan-checklist.moment.title'),
        waitForTurn: true,
        render: (close) => (
          <FinishMoment
            {...finished}
            canInstall={canInstall}
            onInstall={() => {
              void offerInstall();
              close();
            }}
            onClose={close}
          />
        ),
      });
    },
    [language, t],
  );

  useEffect(() => () => modals.close(FINISH_MOMENT_ID), []);
  return { celebrate, announcement };
}
