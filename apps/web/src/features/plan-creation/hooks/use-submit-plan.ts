import { buildReadingCalendar, type CalendarDay, isPlanError } from '@bible-journey/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { saveEditedPlan, saveNewPlan } from '../../../lib/plan/plan-actions.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { openExceptionModal } from '../components/exception-modal.tsx';
import { type PlanFormState, toBuildInput, toPlanSettings } from './plan-form-state.ts';

/**
 * Builds the plan and keeps it (spec 2 section 4). A new plan is saved on the account first when
 * signed in. An edit keeps every read day, lands on the device at once and reaches the account with
 * the next sync, even when it is made offline.
 */
export function useSubmitPlan({ isEditing }: { isEditing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isLoading, setIsLoading] = useState(false);

  const submit = async (state: PlanFormState) => {
    setIsLoading(true);
    const input = toBuildInput(state);
    const settings = toPlanSettings(state);
    let days: CalendarDay[] = [];
    try {
      if (isEditing) saveEditedPlan(input, settings);
      else days = buildReadingCalendar(input);
    } catch (error) {
      setIsLoading(false);
      if (!isPlanError(error)) throw error;
      openExceptionModal(t);
      return;
    }
    if (isEditing) {
      navigate(paths.plan);
      return;
    }
    try {
      await saveNewPlan(days, settings);
      navigate(paths.created);
    } catch {
      setIsLoading(false);
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    }
  };

  return { submit, isLoading };
}
