import type { PlanBody } from '@bible-journey/contract';
import { buildReadingCalendar, type CalendarDay, isPlanError, storeLocalPlan } from '@bible-journey/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { snackbars } from '../../../app/snackbars/snackbar-store.ts';
import { paths } from '../../../config/paths.ts';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { session } from '../../../lib/session.ts';
import { useCreatePlan } from '../api/create-plan.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { openExceptionModal } from '../components/exception-modal.tsx';
import { mergeReadMarks } from './merge-read-marks.ts';
import { type PlanFormState, toBuildInput, toPlanSettings } from './plan-form-state.ts';

/** Builds the plan and keeps it: on the device, and on the account when signed in (spec 2 section 4). */
export function useSubmitPlan({ isEditing }: { isEditing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const [isLoading, setIsLoading] = useState(false);

  const keep = (days: CalendarDay[], state: PlanFormState, planId: string | null) => {
    localPlan.set(storeLocalPlan(days, toPlanSettings(state), planId, new Date().toISOString()));
  };

  const submit = async (state: PlanFormState) => {
    setIsLoading(true);
    let days: CalendarDay[];
    try {
      days = buildReadingCalendar(toBuildInput(state));
    } catch (error) {
      setIsLoading(false);
      if (!isPlanError(error)) throw error;
      openExceptionModal(t);
      return;
    }
    const previous = isEditing ? localPlan.get() : null;
    if (previous) days = mergeReadMarks(previous.planv2, days);
    const afterSave = isEditing ? paths.plan : paths.created;

    if (!session.get()) {
      keep(days, state, null);
      navigate(afterSave);
      return;
    }
    const settings = toPlanSettings(state);
    const body: PlanBody = {
      readingCalendar: days,
      shouldTrackDelays: settings.trackDelays,
      blockedWeekDays: settings.blockedWeekDays,
      planType: settings.planType,
      chaptersPerDay: settings.chaptersPerDay,
      quantityOfDays: settings.quantityOfDays,
      readingOrder: settings.readingOrder,
    };
    if (previous?.planId) {
      // Spec 2 section 8: a failed PUT still keeps the plan here; the sync pushes it later.
      await updatePlan.mutateAsync({ planId: previous.planId, body }).catch(() => undefined);
      keep(days, state, previous.planId);
      navigate(afterSave);
      return;
    }
    try {
      const { plan } = await createPlan.mutateAsync(body);
      keep(days, state, plan._id);
      navigate(afterSave);
    } catch {
      setIsLoading(false);
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    }
  };

  return { submit, isLoading };
}
