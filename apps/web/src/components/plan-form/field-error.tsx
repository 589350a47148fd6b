import { MAX_DAYS_OR_CHAPTERS } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import styles from './plan-fields.module.css';

const KNOWN_CODES = new Set([
  'required',
  'invalidDate',
  'startDateAfterEndDate',
  'notAWholeNumber',
  'outOfRange',
  'readingRangeReversed',
  'allWeekDaysBlocked',
  'chapterOutOfRange',
  'nothingToRead',
]);

/** A field's error from core's code, translated and announced; nothing when there is none. */
export function FieldErrorText({ id, code }: { id: string; code: string | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {t(`plan-creation.errors.${KNOWN_CODES.has(code) ? code : 'invalidInput'}`, { max: MAX_DAYS_OR_CHAPTERS })}
    </p>
  );
}
