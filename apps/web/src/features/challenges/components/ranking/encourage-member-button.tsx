import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useEncourageMember } from '../../api/encourage-member.ts';
import { limitProblem } from '../../lib/limit-problem.ts';
import styles from './encourage-member-button.module.css';

/** Sent by this tap, or the server said this pair's encouragement of the day was already sent. */
type Done = 'sent' | 'alreadyToday';

/**
 * A member's one-tap encouragement of another from the ranking (issue 23): once a day per pair, as
 * the server keeps it. After a tap it says what became of it, and stays in the tab order with that.
 */
export function EncourageMemberButton({
  challengeId,
  member,
}: {
  challengeId: string;
  member: { _id: string; name: string };
}) {
  const { t } = useTranslation();
  const encourage = useEncourageMember(challengeId);
  const [done, setDone] = useState<Done | null>(null);
  const { name } = member;

  const handleClick = () => {
    if (done || encourage.isPending) return;
    encourage.mutate(member._id, {
      onSuccess: (answer) => {
        setDone(answer.sent ? 'sent' : 'alreadyToday');
        snackbars.show(
          answer.sent
            ? { message: t('challenges.cheer.sent', { name }), severity: 'success' }
            : { message: t('challenges.cheer.alreadyToday', { name }), severity: 'info' },
        );
      },
      onError: (error) =>
        snackbars.show({ message: limitProblem(t, error) ?? t('common.generalError'), severity: 'error' }),
    });
  };

  const label =
    done === 'sent'
      ? t('challenges.cheer.sentLabel', { name })
      : done === 'alreadyToday'
        ? t('challenges.cheer.alreadyTodayLabel', { name })
        : t('challenges.cheer.action', { name });
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      aria-disabled={done ? true : undefined}
      aria-busy={encourage.isPending || undefined}
      onClick={handleClick}
    >
      <span aria-hidden="true">{done ? '✓' : '👏'}</span>
    </button>
  );
}
