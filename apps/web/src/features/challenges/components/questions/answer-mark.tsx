import { useTranslation } from 'react-i18next';
import styles from './questions.module.css';

/**
 * An answered question's outcome: +points with a check when right, a red cross when wrong (spec 3
 * section 2). The marks are drawn; the words are there for screen readers.
 */
export function AnswerMark({ isCorrect, points }: { isCorrect: boolean; points: number }) {
  const { t } = useTranslation();
  if (!isCorrect) {
    return (
      <span className={`${styles.mark} ${styles.wrong}`}>
        <span aria-hidden="true">✗</span>
        <span className={styles.visuallyHidden}>{t('challenges.questions.wrongMark')}</span>
      </span>
    );
  }
  return (
    <span className={`${styles.mark} ${styles.correct}`}>
      <span aria-hidden="true">{t('challenges.questions.earned', { points })} ✓</span>
      <span className={styles.visuallyHidden}>{t('challenges.questions.correctMark', { count: points })}</span>
    </span>
  );
}
