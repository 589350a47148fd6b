import type { OwnerQuestion, ParticipantQuestion } from '@bible-journey/contract';
import { LINK_COPIED_MS } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { shareApp } from '../../../../lib/share.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useQuestions } from '../../api/get-questions.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import { LoadFailed, NotePanel, SkeletonRows } from '../common/screen-states.tsx';
import { AnswerMark } from './answer-mark.tsx';
import styles from './questions.module.css';

/** The share sheet for one question's address, else the address copied (spec 3 section 2). */
function ShareButton({ challengeTitle, question }: { challengeTitle: string; question: OwnerQuestion }) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const handleShare = async () => {
    const url = new URL(paths.challengeQuestion(challengeId, question._id), location.origin).href;
    const outcome = await shareApp({ title: challengeTitle, text: question.statement, url });
    if (outcome === 'copied') {
      snackbars.show({ message: t('share.linkCopied'), severity: 'success', duration: LINK_COPIED_MS });
    } else if (outcome === 'failed') snackbars.show({ message: t('common.generalError'), severity: 'error' });
  };
  return (
    <button
      type="button"
      className={styles.share}
      onClick={() => void handleShare()}
      aria-label={t('challenges.questions.shareLabel', { statement: question.statement })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 15V4m0 0L8 8m4-4 4 4M6 12v7a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

function OwnerItem({ question, challengeTitle }: { question: OwnerQuestion; challengeTitle: string }) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  return (
    <li className={styles.item}>
      <Link to={paths.challengeQuestion(challengeId, question._id)} className={styles.itemLink}>
        <span className={styles.statement}>{question.statement}</span>
        <span className={styles.meta}>
          {t('challenges.questions.points', { count: question.points })}
          {' · '}
          {t('challenges.questions.answersCount', { count: question.answersCount })}
        </span>
      </Link>
      <ShareButton question={question} challengeTitle={challengeTitle} />
    </li>
  );
}

function ParticipantItem({ question }: { question: ParticipantQuestion }) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  return (
    <li className={styles.item}>
      <Link to={paths.challengeQuestion(challengeId, question._id)} className={styles.itemLink}>
        <span className={styles.statement}>{question.statement}</span>
        {!question.isAnswered && (
          <span className={styles.meta}>{t('challenges.questions.points', { count: question.points })}</span>
        )}
      </Link>
      {question.isAnswered && <AnswerMark isCorrect={question.answerIsCorrect} points={question.points} />}
    </li>
  );
}

function QuestionList({ isOwner, challengeTitle }: { isOwner: boolean; challengeTitle: string }) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const questions = useQuestions(challengeId, isOwner);
  if (questions.isPending) return <SkeletonRows label={t('challenges.questions.loading')} />;
  if (questions.isError) {
    return <LoadFailed title={t('challenges.questions.loadFailed')} onRetry={() => void questions.refetch()} />;
  }
  if (questions.data.length === 0) {
    return (
      <NotePanel title={t('challenges.questions.empty')}>
        <p>{t(isOwner ? 'challenges.questions.emptyOwner' : 'challenges.questions.emptyParticipant')}</p>
      </NotePanel>
    );
  }
  return (
    <ul className={styles.list}>
      {isOwner
        ? (questions.data as OwnerQuestion[]).map((question) => (
            <OwnerItem key={question._id} question={question} challengeTitle={challengeTitle} />
          ))
        : (questions.data as ParticipantQuestion[]).map((question) => (
            <ParticipantItem key={question._id} question={question} />
          ))}
    </ul>
  );
}

/** /challenge/:id/questions (spec 3 section 2): the leader's questions to manage, or a participant's to answer. */
export function QuestionsPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  return (
    <Page title={t('challenges.questions.title')} backTo={paths.challenges}>
      <ChallengeGate loadingLabel={t('challenges.questions.loading')}>
        {({ challenge, isOwner }) => (
          <div className={styles.screen}>
            {isOwner && (
              <ButtonLink to={paths.challengeQuestionAdd(challengeId)} className={styles.addButton}>
                {t('challenges.questions.add')}
              </ButtonLink>
            )}
            <QuestionList isOwner={isOwner} challengeTitle={challenge.title} />
          </div>
        )}
      </ChallengeGate>
    </Page>
  );
}
