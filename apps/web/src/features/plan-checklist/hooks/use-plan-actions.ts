import { todayIso } from '@bible-journey/core';
import { useMemo } from 'react';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { markDay, setDelayTracking } from '../../../lib/plan/plan-actions.ts';

const dayAt = (position: number) => localPlan.get()?.planv2.find((day) => day._id === position);

/** Ticking a day, replanning and delay tracking: on the device at once, on the account with the next sync. */
export function usePlanActions() {
  return useMemo(
    () => ({
      handleToggleDay(position: number) {
        const day = dayAt(position);
        if (day) markDay(position, !day.read);
      },
      // Finishing in the reader only ever marks a day read: a day ticked meanwhile stays ticked.
      // True when this finish is what marked it.
      handleFinishReading(position: number): boolean {
        const day = dayAt(position);
        if (!day || day.read) return false;
        markDay(position, true);
        return true;
      },
      // Up to the old end date, or up to `endDate` when the person keeps their pace.
      // The replan's builder loads on first use (lib/plan/plan-changes.ts), not with /plan.
      handleReplan(endDate?: string) {
        const today = todayIso();
        import('../../../lib/plan/plan-changes.ts')
          .then(({ replanFrom }) => replanFrom(today, endDate))
          .catch((error) => console.warn('The replan could not load', error));
      },
      handleTrackDelaysChange: setDelayTracking,
    }),
    [],
  );
}
