import {
  DEFAULT_QUESTION_POINTS,
  QUESTION_POINTS_MAX,
  QUESTION_POINTS_MIN,
  QUESTION_STATEMENT_MAX,
} from '@bible-journey/core';
import { useId } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../../components/forms/use-error-text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { AlternativesField } from './alternatives-field.tsx';
import styles from './question-form.module.css';
import { checkQuestionForm, type QuestionValues, questionToSend } from './question-form-check.ts';

/** A new question: one empty alternative to start from, no answer yet, the default points (spec 3 section 5). */
export const NEW_QUESTION: DefaultValues<QuestionValues> = {
  statement: '',
  alternatives: [{ text: '' }],
  answerIndex: null,
  points: String(DEFAULT_QUESTION_POINTS),
};

/** The question's fields, checked with core's checkQuestion on submit; `onSave` gets the checked question. */
export function QuestionForm({
  defaultValues,
  submitLabel,
  isSaving,
  onSave,
}: {
  defaultValues: DefaultValues<QuestionValues>;
  submitLabel: string;
  isSaving: boolean;
  onSave: (question: ReturnType<typeof questionToSend>) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const statementId = useId();
  const form = useCheckedForm<QuestionValues>(defaultValues, checkQuestionForm);
  const { register, handleSubmit, formState } = form;
  const statementError = errorText(formState.errors.statement);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => onSave(questionToSend(values)))}>
      <div className={styles.field}>
        <label htmlFor={statementId} className={styles.label}>
          {t('challenges.questionForm.statement')}
        </label>
        <textarea
          id={statementId}
          className={styles.textarea}
          maxLength={QUESTION_STATEMENT_MAX}
          aria-invalid={statementError ? true : undefined}
          aria-describedby={statementError ? `${statementId}-error` : undefined}
          {...register('statement')}
        />
        {statementError && (
          <p id={`${statementId}-error`} className={styles.error} role="alert">
            {statementError}
          </p>
        )}
      </div>
      <AlternativesField form={form} />
      <TextField
        label={t('challenges.questionForm.points')}
        hint={t('challenges.questionForm.pointsHint', { min: QUESTION_POINTS_MIN, max: QUESTION_POINTS_MAX })}
        className={styles.points}
        type="number"
        inputMode="numeric"
        min={QUESTION_POINTS_MIN}
        max={QUESTION_POINTS_MAX}
        step={1}
        error={errorText(formState.errors.points)}
        {...register('points')}
      />
      <div className={styles.actions}>
        <Button type="submit" isLoading={isSaving} loadingLabel={t('challenges.questionForm.saving')}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
