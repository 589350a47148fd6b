import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../../components/forms/use-checked-form.ts';
import { LongDayWarning } from '../../../components/plan-form/long-day-warning.tsx';
import { MoreOptions } from '../../../components/plan-form/more-options.tsx';
import { type PlanFormState, validateForm } from '../../../components/plan-form/plan-form-state.ts';
import { previewPlan } from '../../../components/plan-form/plan-preview.ts';
import { PlanDateFields, ReadingFields } from '../../../components/plan-form/reading-fields.tsx';
import { useFadingErrors } from '../../../components/plan-form/use-fading-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSubmitPlan } from '../hooks/use-submit-plan.ts';
import { BalancePreview } from './balance-preview.tsx';
import { openDidntFindModal } from './open-didnt-find-modal.tsx';
import styles from './plan-form.module.css';

// React Aria's date picker is most of this screen's code: it loads beside the form.

/**
 * The plan form (spec 2 section 2, "Plan creation screen"), for a new plan or the device's plan.
 * The creation screen shows the "didn't find" link itself, under its presets too.
 */
export function PlanForm({
  initialState,
  isEditing,
  hasDidntFindLink = true,
}: {
  initialState: PlanFormState;
  isEditing: boolean;
  hasDidntFindLink?: boolean;
}) {
  const { t } = useTranslation();
  const form = useCheckedForm<PlanFormState>(initialState, validateForm);
  const { control, handleSubmit, clearErrors } = form;
  const fadeErrors = useFadingErrors(clearErrors);
  // Worked out again when a value changes; the form re-renders for it only when the preview itself changes.
  const preview = useWatch({ control, compute: previewPlan });
  const { submit, isLoading } = useSubmitPlan({ isEditing });
  const formId = useId();

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={handleSubmit((values) => void submit(values), fadeErrors)}>
        <ReadingFields />
        <PlanDateFields />

        <MoreOptions />
        <BalancePreview preview={preview} />
        <LongDayWarning id={`${formId}-long-day`} load={preview} />

        <Button
          type="submit"
          className={styles.submit}
          isLoading={isLoading}
          aria-describedby={`${formId}-long-day`}
          loadingLabel={t(isEditing ? 'plan-creation.saving' : 'plan-creation.creating')}
        >
          {t(isEditing ? 'plan-creation.save' : 'plan-creation.create')}
        </Button>
      </form>
      {hasDidntFindLink && (
        <button type="button" className={styles.linkButton} onClick={() => void openDidntFindModal(t)}>
          {t('plan-creation.didntFind.link')}
        </button>
      )}
    </FormProvider>
  );
}
