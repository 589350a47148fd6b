import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/button.tsx';
import { modals } from '../../../lib/modals/modals.ts';
import styles from './plan-form.module.css';

/** Spec 2 section 8: the calendar could not be built from these choices. */
export function openExceptionModal(t: TFunction) {
  modals.open({
    id: 'plan-creation-exception',
    title: t('plan-creation.exception.title'),
    render: (close) => (
      <div className={styles.modalBody}>
        <p>{t('plan-creation.exception.subtitle')}</p>
        <Button onClick={close}>{t('plan-creation.exception.button')}</Button>
      </div>
    ),
  });
}
