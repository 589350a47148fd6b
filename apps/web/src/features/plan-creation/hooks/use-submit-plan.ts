import { buildReadingCalendar, type CalendarDay, isPlanError, planCounts } from '@bible-journey/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type PlanFormState, toBuildInput, toPlanSettings } from '../../../components/plan-form/plan-form-state.ts';
import { paths } from '../../../config/paths.ts';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { saveNewPlan } from '../../../lib/plan/plan-actions.ts';
import { PLAN_WELCOME } from '../../../lib/plan-welcome.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { openExceptionModal } from '../components/exception-modal.tsx';
import { confirmReplacePlan } from '../components/replace-plan-confirm.tsx';

// An edit rebuilds the plan through lib/plan/plan-changes.ts, loaded on submit: /new never needs it.
const loadPlanChanges = () => import('../../../lib/plan/plan-changes.ts');

/** Read days of the plan a new one would replace (the device's copy, the account's when signed in). */
function readDaysAtStake(): number {
  const plan = localPlan.get();
  return plan ? planCounts(plan.planv2).daysRead : 0;
}

/**
 * Builds the plan and keeps it (spec 2 section 4). A new plan is saved on the account first when
 * signed in; over a plan with read days it asks first. An edit keeps every read day, lands on the
 * device at once and reaches the account with the next sync, even when it is made offline. The
 * creation screen is replaced in history, so Back from the plan never returns to it.
 */
export function useSubmitPlan({ isEditing }: { isEditing: boolean }) {
  // Fetched while the edit screen opens (online), so saving works even if the device is offline by then.
  useEffect(() => {
    if (isEditing) void loadPlanChanges().catch(() => undefined);
  }, [isEditing]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isLoading, setIsLoading] = useState(false);

  const submit = async (state: PlanFormState) => {
    setIsLoading(true);
    const input = toBuildInput(state);
    const settings = toPlanSettings(state);
    let days: CalendarDay[] = [];
    try {
      if (isEditing) (await loadPlanChanges()).saveEditedPlan(input, settings);
      else days = buildReadingCalendar(input);
    } catch (error) {
      setIsLoading(false);
      if (!isPlanError(error)) throw error;
      openExceptionModal(t);
      return;
    }
    if (isEditing) {
      navigate(paths.plan, { replace: true });
      return;
    }
    const readDays = readDaysAtStake();
    if (readDays > 0 && !(await confirmReplacePlan(t, readDays))) {
      setIsLoading(false);
      return;
    }
    try {
      await saveNewPlan(days, settings);
      // The plan itself, with its first-day welcome (issue 24), in place of /new in history.
      navigate(paths.plan, { replace: true, state: PLAN_WELCOME });
    } catch {
      setIsLoading(false);
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    }
  };

  return { submit, isLoading };
}
