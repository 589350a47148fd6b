import { todayIso } from '@bible-journey/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { planFormFromLocalPlan } from '../../../components/plan-form/plan-form-state.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { modals } from '../../../lib/modals/modals.ts';
import styles from './plan-form.module.css';
import { PlanForm } from './plan-form.tsx';

const CONFIRM_ID = 'plan-creation-confirm-edit';

/** /plan/edit: the device's plan in the form, after the person confirms they want to rebuild it. */
export function EditPlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [plan] = useState(() => localPlan.get());
  const [initialState] = useState(() => (plan ? planFormFromLocalPlan(plan, todayIso()) : null));

  useEffect(() => {
    if (!plan) return;
    let isConfirmed = false;
    modals.open({
      id: CONFIRM_ID,
      title: t('plan-creation.editConfirm.title'),
      render: (close) => (
        <div className={styles.modalBody}>
          <p>{t('plan-creation.editConfirm.body')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              {t('plan-creation.editConfirm.cancel')}
            </Button>
            <Button
              onClick={() => {
                isConfirmed = true;
                close();
              }}
            >
              {t('plan-creation.editConfirm.confirm')}
            </Button>
          </div>
        </div>
      ),
      onClose: () => {
        if (isConfirmed) return;
        // Closing drops the modal's history entry with history.back(); leave only once that is done.
        const isBackPending = (window.history.state as { modal?: string } | null)?.modal === CONFIRM_ID;
        if (!isBackPending) navigate(paths.plan, { replace: true });
        else window.addEventListener('popstate', () => navigate(paths.plan, { replace: true }), { once: true });
      },
    });
    // No closing on cleanup: StrictMode's second run finds the same modal open and keeps it.
  }, [plan, t, navigate]);

  if (!plan || !initialState) return <Navigate to={paths.newPlan} replace />;
  return (
    <Page title={t('plan-creation.editTitle')} backTo={paths.plan}>
      <PlanForm initialState={initialState} isEditing />
    </Page>
  );
}
