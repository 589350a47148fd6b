import { useTranslation } from 'react-i18next';
import { useLazyStrings } from '../../lib/lazy-strings.ts';
import { Button } from '../ui/button.tsx';
import styles from './feedback-form.module.css';
import { feedbackStrings } from './feedback-strings.ts';

interface SomethingWentWrongProps {
  onReport: () => void;
  /** Offered when the failed action can simply be run again. */
  onRetry?: (() => void) | undefined;
}

/** Spec 1 section 2: what happened, what to do, and a way to tell us (the modal's own button closes it). */
export function SomethingWentWrong({ onReport, onRetry }: SomethingWentWrongProps) {
  const { t } = useTranslation();
  useLazyStrings(feedbackStrings);
  return (
    <div className={styles.form}>
      <p>{t('feedback.wrong.body')}</p>
      <div className={styles.actions}>
        {onRetry && <Button onClick={onRetry}>{t('feedback.wrong.retry')}</Button>}
        <Button variant="secondary" onClick={onReport}>
          {t('feedback.wrong.report')}
        </Button>
      </div>
    </div>
  );
}
