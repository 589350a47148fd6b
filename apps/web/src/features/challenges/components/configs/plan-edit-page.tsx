import type { Challenge } from '@bible-journey/contract';
import { isPlanError, localFromServer, todayIso } from '@bible-journey/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { MoreOptions } from '../../../../components/plan-form/more-options.tsx';
import fields from '../../../../components/plan-form/plan-fields.module.css';
import {
  initialPlanForm,
  type PlanFormState,
  planFormFromLocalPlan,
  validateForm,
} from '../../../../components/plan-form/plan-form-state.ts';
import { PlanDateFields, ReadingFields } from '../../../../components/plan-form/reading-fields.tsx';
import { useFadingErrors } from '../../../../components/plan-form/use-fading-errors.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { challengeKey } from '../../api/challenge-request.ts';
import { useChallenge } from '../../api/get-challenge.ts';
import { getChallengePlan } from '../../api/get-challenge-plan.ts';
import { previewChallengePlan } from '../../api/preview-challenge-plan.ts';
import { useUpdateChallengePlan } from '../../api/update-challenge-plan.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { planFromForm } from '../../lib/plan-from-form.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import { LoadFailed, SkeletonRows } from '../common/screen-states.tsx';
import styles from './configs.module.css';
import { openPlanEditEffect } from './plan-edit-effect.tsx';

/** The leader's own copy of the plan as it is now, to start the edit from (never a cached one). */
const planToEditQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: [...challengeKey(challengeId), 'planToEdit'],
    queryFn: () => getChallengePlan(challengeId),
    staleTime: 0,
    gcTime: 0,
  });

function PlanEditForm({ challenge, initialState }: { challenge: Challenge; initialState: PlanFormState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateChallengePlan(challenge._id);
  const form = useCheckedForm<PlanFormState>(initialState, validateForm);
  const fadeErrors = useFadingErrors(form.clearErrors);
  const [cannotBuild, setCannotBuild] = useState(false);
  const isFirstPlan = challenge.planTemplate === null;

  const [isPreviewing, setIsPreviewing] = useState(false);
  const showError = () => snackbars.show({ message: t('common.generalError'), severity: 'error' });

  /** Saves the plan; answers the navigation to make once any dialog is gone, or nothing when it failed. */
  const save = async (newPlan: ReturnType<typeof planFromForm>) => {
    try {
      const { copiesFollowing } = await update.mutateAsync({
        newPlan: { ...newPlan, delays: 0 },
        planTemplateId: challenge.planTemplate,
      });
      snackbars.show({
        message: t(copiesFollowing ? 'challenges.planEdit.savedFollowing' : 'challenges.planEdit.saved'),
        severity: 'success',
      });
      return () => navigate(paths.challengeConfigs(challenge._id), { replace: true });
    } catch {
      // Spec 3 section 8: the general error; the form stays as it was, to save again.
      showError();
      return undefined;
    }
  };

  const handleSave = async (values: PlanFormState) => {
    let newPlan: ReturnType<typeof planFromForm>;
    try {
      newPlan = planFromForm(values);
    } catch (error) {
      if (!isPlanError(error)) throw error;
      setCannotBuild(true);
      return;
    }
    if (isFirstPlan) {
      (await save(newPlan))?.();
      return;
    }
    // An edit of a running plan: the leader sees what it does to the participants first.
    setIsPreviewing(true);
    try {
      const effect = await previewChallengePlan(challenge._id, { ...newPlan, delays: 0 });
      openPlanEditEffect(effect, () => save(newPlan));
    } catch {
      showError();
    } finally {
      setIsPreviewing(false);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className={fields.form}
        noValidate
        onChange={() => setCannotBuild(false)}
        onSubmit={form.handleSubmit(handleSave, fadeErrors)}
      >
        {!isFirstPlan && <p className={styles.cardText}>{t('challenges.planEdit.note')}</p>}
        <ReadingFields />
        <PlanDateFields />
        <MoreOptions />
        {cannotBuild && (
          <p className={fields.error} role="alert">
            {t('plan-creation.exception.subtitle')}
          </p>
        )}
        <Button
          type="submit"
          isLoading={isPreviewing || (isFirstPlan && update.isPending)}
          loadingLabel={t('challenges.screen.saving')}
        >
          {t('challenges.planEdit.save')}
        </Button>
      </form>
    </FormProvider>
  );
}

/** The form from the leader's copy of the template, or (no plan yet) over the challenge's dates. */
function PlanEdit({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const today = todayIso();
  const hasPlan = challenge.planTemplate !== null;
  const plan = useQuery({ ...planToEditQueryOptions(challenge._id), enabled: hasPlan });
  if (!hasPlan) {
    const first = initialPlanForm(today);
    return (
      <PlanEditForm
        challenge={challenge}
        initialState={{ ...first, startDate: challenge.startDate, endDate: challenge.finishDate }}
      />
    );
  }
  if (plan.isPending) return <SkeletonRows label={t('challenges.planEdit.loading')} rows={4} />;
  if (plan.isError) {
    return <LoadFailed title={t('challenges.planEdit.loadFailed')} onRetry={() => void plan.refetch()} />;
  }
  const initialState = plan.data
    ? planFormFromLocalPlan(localFromServer(plan.data), today)
    : { ...initialPlanForm(today), startDate: challenge.startDate, endDate: challenge.finishDate };
  return <PlanEditForm challenge={challenge} initialState={initialState} />;
}

/**
 * /challenge/:id/configs/plan/edit (leader, spec 3 section 2): the reading options of the personal
 * plan's form; saving an edit first shows what it does to the participants (POST
 * /api/challenge/plan/preview), then sends PUT /api/challenge/plan/update with the template being
 * edited (null for the challenge's first plan, saved at once); every participant's copy follows,
 * keeping what they read.
 */
export function PlanEditPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const isFirstPlan = useChallenge(challengeId).data?.challenge.planTemplate === null;
  return (
    <Page
      title={t(isFirstPlan ? 'challenges.planEdit.createTitle' : 'challenges.planEdit.editTitle')}
      backTo={paths.challengeConfigs(challengeId)}
    >
      <ChallengeGate ownerOnly loadingLabel={t('challenges.planEdit.loading')}>
        {({ challenge }) => <PlanEdit challenge={challenge} />}
      </ChallengeGate>
    </Page>
  );
}
