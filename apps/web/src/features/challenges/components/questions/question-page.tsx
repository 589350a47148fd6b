import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useOwnerQuestion, useParticipantQuestion } from '../../api/get-question.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { useQuestionId } from '../../hooks/use-question-id.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import { LoadFailed, NotePanel, SkeletonRows } from '../common/screen-states.tsx';
import { OwnerQuestionView } from './owner-question-view.tsx';
import { ParticipantAnswer } from './participant-answer.tsx';

/** A question's load: a skeleton, a gone question (404) with a way back, or a failure with Try again. */
function QuestionLoad<Question>({
  query,
  children,
}: {
  query: UseQueryResult<Question>;
  children: (question: Question) => ReactNode;
}) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  if (query.isPending) return <SkeletonRows label={t('challenges.question.loading')} rows={4} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <NotePanel
          title={t('challenges.question.notFound')}
          action={
            <ButtonLink to={paths.challengeQuestions(challengeId)} variant="secondary">
              {t('challenges.question.toQuestions')}
            </ButtonLink>
          }
        />
      );
    }
    return <LoadFailed title={t('challenges.question.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

function OwnerQuestionScreen() {
  const challengeId = useChallengeId();
  const query = useOwnerQuestion(challengeId, useQuestionId());
  return <QuestionLoad query={query}>{(question) => <OwnerQuestionView question={question} />}</QuestionLoad>;
}

function ParticipantQuestionScreen() {
  const challengeId = useChallengeId();
  const query = useParticipantQuestion(challengeId, useQuestionId());
  return <QuestionLoad query={query}>{(question) => <ParticipantAnswer question={question} />}</QuestionLoad>;
}

/**
 * /challenge/:id/question/:questionId (spec 3 section 2): a participant answers it; the leader
 * sees the correct answer and may edit or delete it.
 */
export function QuestionPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  return (
    <Page title={t('challenges.question.title')} backTo={paths.challengeQuestions(challengeId)}>
      <ChallengeGate loadingLabel={t('challenges.question.loading')}>
        {({ isOwner }) => (isOwner ? <OwnerQuestionScreen /> : <ParticipantQuestionScreen />)}
      </ChallengeGate>
    </Page>
  );
}
