import { todayIso } from '@bible-journey/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { initialPlanForm } from '../hooks/plan-form-state.ts';
import { PlanForm } from './plan-form.tsx';

/** /new: build a plan. */
export function NewPlanPage() {
  const { t } = useTranslation();
  const [initialState] = useState(() => initialPlanForm(todayIso()));
  return (
    <Page title={t('plan-creation.title')}>
      <PlanForm initialState={initialState} isEditing={false} />
    </Page>
  );
}
