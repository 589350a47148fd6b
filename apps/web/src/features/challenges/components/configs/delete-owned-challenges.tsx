import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useDeleteOwnedChallenges } from '../../api/delete-owned-challenges.ts';
import { confirmDestructive } from '../common/confirm.tsx';
import styles from './configs.module.css';

export const DELETE_OWNED_MODAL_ID = 'challenges-delete-owned';

/**
 * The leader's bulk deletion of every challenge they lead (spec 3 section 4), under the list of
 * those challenges: the confirmation says how many go, and that their people lose them too.
 */
export function DeleteOwnedChallenges({ count }: { count: number }) {
  const { t } = useTranslation();
  const deletion = useDeleteOwnedChallenges();
  if (count === 0) return null;
  const handleDelete = () =>
    confirmDestructive({
      id: DELETE_OWNED_MODAL_ID,
      title: t('challenges.bulkDelete.confirmTitle', { count }),
      body: t('challenges.bulkDelete.confirmBody', { count }),
      confirmLabel: t('challenges.bulkDelete.confirm', { count }),
      busyLabel: t('challenges.screen.deleting'),
      onConfirm: async () => {
        try {
          const deleted = await deletion.mutateAsync();
          return () =>
            snackbars.show({ message: t('challenges.bulkDelete.deleted', { count: deleted }), severity: 'success' });
        } catch {
          return () => snackbars.show({ message: t('common.generalError'), severity: 'error' });
        }
      },
    });
  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="challenges-bulk-delete-heading">
      <h2 id="challenges-bulk-delete-heading" className={styles.cardTitle}>
        {t('challenges.bulkDelete.title')}
      </h2>
      <p className={styles.cardText}>{t('challenges.bulkDelete.body', { count })}</p>
      <Button variant="danger" onClick={handleDelete}>
        {t('challenges.bulkDelete.action')}
      </Button>
    </section>
  );
}
