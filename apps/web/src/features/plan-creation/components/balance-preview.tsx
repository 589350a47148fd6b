import type { ReadingLoad } from '@bible-journey/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanFormAction, PlanFormState } from '../hooks/plan-form-state.ts';
import styles from './plan-form.module.css';

/** The "balance by reading time" choice and a live look at the plan it makes. */
export function BalancePreview({
  state,
  dispatch,
  preview,
}: {
  state: PlanFormState;
  dispatch: (action: PlanFormAction) => void;
  /** The plan the form would build now (previewPlan), null while it can't build one. */
  preview: ReadingLoad | null;
}) {
  const { t } = useTranslation();
  const checkboxId = useId();

  return (
    <section className={styles.preview} aria-labelledby={`${checkboxId}-heading`}>
      <div className={styles.checkbox}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={state.balanceByTime}
          aria-describedby={`${checkboxId}-hint`}
          onChange={(event) => dispatch({ type: 'setBalanceByTime', isChecked: event.target.checked })}
        />
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
