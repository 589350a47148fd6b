import type { OwnerQuestion } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { paths } from '../../../../config/paths.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useDeleteQuestion } from '../../api/delete-question.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { confirmDestructive } from '../common/confirm.tsx';
import styles from './questions.module.css';

export const DELETE_QUESTION_MODAL_ID = 'challenges-delete-question';

/** The leader's side of a question: the correct answer marked, its points and answers; edit or delete it. */
export function OwnerQuestionView({ question }: { question: OwnerQuestion }) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const navigate = useNavigate();
  const deletion = useDeleteQuestion(challengeId);

  const handleDelete = () =>
    confirmDestructive({
      id: DELETE_QUESTION_MODAL_ID,
      title: t('challenges.question.deleteTitle'),
      body: t('challenges.question.deleteBody'),
      confirmLabel: t('challenges.question.deleteConfirm'),
      busyLabel: t('challenges.screen.deleting'),
      onConfirm: async () => {
        try {
          await deletion.mutateAsync(question._id);
        } catch {
          return () => snackbars.show({ message: t('common.generalError'), severity: 'error' });
        }
        return () => {
          snackbars.show({ message: t('challenges.question.deleted'), severity: 'success' });
          navigate(paths.challengeQuestions(challengeId), { replace: true });
        };
      },
    });

  return (
    <div className={styles.question}>
      <h2 className={styles.statementLarge}>{question.statement}</h2>
      <ul className={styles.alternatives} aria-label={t('challenges.question.alternatives')}>
        {question.alternatives.map((alternative) => (
          <li key={alternative} className={alternative === question.answer ? styles.optionCorrect : undefined}>
            <span className={styles.optionText}>{alternative}</span>
            {alternative === question.answer && (
              <span className={styles.optionTag}>✓ {t('challenges.question.correctAnswer')}</span>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>{t('challenges.question.pointsLabel')}</dt>
          <dd>{question.points}</dd>
        </div>
        <div>
          <dt>{t('challenges.question.answersLabel')}</dt>
          <dd>{question.answersCount}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('challenges.question.leaderNote')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.challengeQuestionEdit(challengeId, question._id)} variant="secondary">
          {t('challenges.question.edit')}
        </ButtonLink>
        <Button variant="danger" onClick={handleDelete}>
          {t('challenges.question.delete')}
        </Button>
      </div>
    </div>
  );
}
