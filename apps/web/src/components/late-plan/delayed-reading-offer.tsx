import { type CalendarDay, overdueCount } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import styles from './delayed-reading-offer.module.css';

/**
 * The way back for a late plan, always on the checklist while readings wait — also when delays
 * aren't tracked (a plan started in the past) or the dialog was put off: opens the late dialog.
 */
export function DelayedReadingOffer({
  days,
  today,
  onCatchUp,
}: {
  days: readonly CalendarDay[];
  today: string;
  onCatchUp: () => void;
}) {
  const { t } = useTranslation();
  const behind = overdueCount(days, today);
  if (behind === 0) return null;
  return (
    <div className={styles.offer}>
      <p>{t('latePlan.behind', { count: behind })}</p>
      <Button variant="secondary" onClick={onCatchUp}>
        {t('latePlan.catchUp')}
      </Button>
    </div>
  );
}
