import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import type { InviteAnswers } from '../../hooks/use-invite-answers.ts';

/**
 * Decline and Accept for one invite; each waits for the other's answer. `describedBy`: the text
 * naming the invite, for a screen reader among several.
 */
export function InviteAnswerButtons({ answers, describedBy }: { answers: InviteAnswers; describedBy?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="secondary"
        aria-describedby={describedBy}
        onClick={answers.decline}
        disabled={answers.isAccepting}
        isLoading={answers.isDeclining}
        loadingLabel={t('challenges.inviteModal.declining')}
      >
        {t('challenges.inviteModal.decline')}
      </Button>
      <Button
        aria-describedby={describedBy}
        onClick={answers.accept}
        disabled={answers.isDeclining}
        isLoading={answers.isAccepting}
        loadingLabel={t('challenges.inviteModal.accepting')}
      >
        {t('challenges.inviteModal.accept')}
      </Button>
    </>
  );
}
