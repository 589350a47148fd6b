import type { ReadingLoad } from '@bible-journey/core';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlanFormState } from '../../../components/plan-form/plan-form-state.ts';
import styles from './plan-form.module.css';

/** The "balance by reading time" choice and a live look at the plan it makes. */
export function BalancePreview({
  preview,
}: {
  /** The plan the form would build now (previewPlan), null while it can't build one. */
  preview: ReadingLoad | null;
}) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const { register } = useFormContext<PlanFormState>();

  return (
    <section className={styles.preview} aria-labelledby={`${checkboxId}-heading`}>
      <div className={styles.checkbox}>
        <input id={checkboxId} type="checkbox" aria-describedby={`${checkboxId}-hint`} {...register('balanceByTime')} />
        <label htmlFor={checkboxId}>{t('plan-creation.balance.label')}</label>
      </div>
      <p id={`${checkboxId}-hint`} className={styles.hint}>
        {t('plan-creation.balance.hint')}
      </p>
      <h2 id={`${checkboxId}-heading`} className={styles.previewHeading}>
        {t('plan-creation.preview.heading')}
      </h2>
      {preview ? (
        <ul className={styles.previewList} aria-live="polite">
          <li>{t('plan-creation.preview.days', { days: preview.days })}</li>
          <li>{t('plan-creation.preview.longest', { minutes: preview.longestMinutes })}</li>
          <li>{t('plan-creation.preview.shortest', { minutes: preview.shortestMinutes })}</li>
        </ul>
      ) : (
        <p className={styles.hint}>{t('plan-creation.preview.unavailable')}</p>
      )}
    </section>
  );
}
