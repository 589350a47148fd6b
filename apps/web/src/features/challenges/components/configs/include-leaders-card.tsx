import type { Challenge } from '@bible-journey/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '../../../../components/ui/toggle-switch.tsx';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useUpdateIncludeLeaders } from '../../api/update-include-leaders.ts';
import styles from './configs.module.css';

/** The leader in the ranking or not (spec 3's includeLeaders), switched at any time. */
export function IncludeLeadersCard({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const hintId = useId();
  const update = useUpdateIncludeLeaders(challenge._id);
  const isOn = update.isPending ? update.variables : challenge.includeLeaders;
  const change = (includeLeaders: boolean) =>
    update.mutate(includeLeaders, {
      onSuccess: (answer) =>
        snackbars.show({
          message: t(
            answer.includeLeaders ? 'challenges.configs.includeLeaders.on' : 'challenges.configs.includeLeaders.off',
          ),
          severity: 'success',
        }),
      onError: () => snackbars.show({ message: t('common.generalError'), severity: 'error' }),
    });
  return (
    <section className={styles.card} aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} className={styles.cardTitle}>
        {t('challenges.configs.includeLeaders.title')}
      </h2>
      <ToggleSwitch isSelected={isOn} isDisabled={update.isPending} onChange={change} aria-describedby={hintId}>
        <span>{t('challenges.configs.includeLeaders.label')}</span>
      </ToggleSwitch>
      <p id={hintId} className={styles.cardText}>
        {t('challenges.configs.includeLeaders.hint')}
      </p>
    </section>
  );
}
