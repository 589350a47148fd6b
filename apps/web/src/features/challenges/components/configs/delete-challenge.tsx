import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useDeleteChallenge } from '../../api/delete-challenge.ts';
import { confirmDestructive } from '../common/confirm.tsx';
import styles from './configs.module.css';

export const DELETE_CHALLENGE_MODAL_ID = 'challenges-delete-challenge';

/**
 * The dangerous area (spec 3 sections 2, 4 and 8): delete asks first; confirmed, the button shows
 * it is deleting; then "challenge deleted" and the list. A failure (or `success: false`) says the
 * general error and goes to the list all the same.
 */
export function DeleteChallengeCard({ challengeId, title }: { challengeId: string; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletion = useDeleteChallenge(challengeId);
  const handleDelete = () =>
    confirmDestructive({
      id: DELETE_CHALLENGE_MODAL_ID,
      title: t('challenges.configs.deleteTitle', { title }),
      body: t('challenges.configs.deleteBody'),
      confirmLabel: t('challenges.configs.deleteConfirm'),
      busyLabel: t('challenges.screen.deleting'),
      onConfirm: async () => {
        let isDeleted = true;
        try {
          await deletion.mutateAsync();
        } catch {
          isDeleted = false;
        }
        return () => {
          snackbars.show(
            isDeleted
              ? { message: t('challenges.configs.deleted'), severity: 'success' }
              : { message: t('common.generalError'), severity: 'error' },
          );
          navigate(paths.challenges, { replace: true });
        };
      },
    });
  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="challenge-danger-heading">
      <h2 id="challenge-danger-heading" className={styles.cardTitle}>
        {t('challenges.configs.dangerTitle')}
      </h2>
      <p className={styles.cardText}>{t('challenges.configs.deleteIntro')}</p>
      <Button variant="danger" onClick={handleDelete}>
        {t('challenges.configs.delete')}
      </Button>
    </section>
  );
}
