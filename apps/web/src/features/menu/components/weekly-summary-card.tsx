import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '../../../components/ui/toggle-switch.tsx';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { useSaveWeeklySummary, weeklySummaryQueryOptions } from '../api/weekly-summary.ts';
import styles from './menu.module.css';

/**
 * The leader's weekly summary mail (issue 23): who is on track, who fell behind, who has not
 * started. On until turned off here or by the mail's own link; the server keeps the choice.
 */
export function WeeklySummaryCard({ token }: { token: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const query = useQuery(weeklySummaryQueryOptions(token));
  const save = useSaveWeeklySummary(token);
  // Only a leader gets the summary: the switch is theirs alone.
  if (!query.data?.isLeader) return null;
  const handleChange = (enabled: boolean) =>
    save.mutate(
      { enabled },
      { onError: () => snackbars.show({ message: t('menu.more.weeklySummary.failed'), severity: 'error' }) },
    );
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('menu.more.weeklySummary.heading')}
      </h2>
      <ToggleSwitch
        isSelected={save.isPending ? (save.variables?.enabled ?? query.data.enabled) : query.data.enabled}
        isDisabled={save.isPending}
        onChange={handleChange}
        aria-describedby={hintId}
      >
        <span>{t('menu.more.weeklySummary.switch')}</span>
      </ToggleSwitch>
      <p id={hintId} className={styles.cardText}>
        {t('menu.more.weeklySummary.hint')}
      </p>
    </section>
  );
}
