import type { ParticipantQuestion } from '@bible-journey/contract';
import { WRONG_ANSWER_HIGHLIGHT_MS } from '@bible-journey/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../../components/forms/use-error-text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useAnswerQuestion } from '../../api/answer-question.ts';
import { useRankingId } from '../../api/get-ranking-id.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import styles from './questions.module.css';

interface AnswerValues {
  answer: string;
}

/** How a question was answered: the person's answer, whether it was right, and the right one. */
interface Outcome {
  given: string;
  isCorrect: boolean;
  correct: string;
  /** Answered just now on this screen (its wrong answer is highlighted for a moment). */
  isFresh: boolean;
}

const checkAnswer = ({ answer }: AnswerValues) => ({
  answer: answer ? undefined : 'challenges.question.chooseAnswer',
});

/** The alternatives with the person's answer and the correct one marked, and what it earned. */
function AnsweredQuestion({ question, outcome }: { question: ParticipantQuestion; outcome: Outcome }) {
  const { t } = useTranslation();
  // Spec 3 section 9: a wrong answer's highlight resets after 1 s; the words stay.
  const [isWrongHighlighted, setIsWrongHighlighted] = useState(outcome.isFresh && !outcome.isCorrect);
  useEffect(() => {
    if (!isWrongHighlighted) return;
    const timer = setTimeout(() => setIsWrongHighlighted(false), WRONG_ANSWER_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [isWrongHighlighted]);
  return (
    <div className={styles.question}>
      <h2 className={styles.statementLarge}>{question.statement}</h2>
      <ul className={styles.alternatives}>
        {question.alternatives.map((alternative) => {
          const isCorrect = alternative === outcome.correct;
          const isGiven = alternative === outcome.given;
          const className = isCorrect
            ? styles.optionCorrect
            : isGiven && isWrongHighlighted
              ? styles.optionWrong
              : undefined;
          return (
            <li key={alternative} className={className}>
              <span className={styles.optionText}>{alternative}</span>
              {isCorrect && <span className={styles.optionTag}>✓ {t('challenges.question.correctAnswer')}</span>}
              {isGiven && !isCorrect && (
                <span className={styles.optionTag}>✗ {t('challenges.question.yourAnswer')}</span>
              )}
              {isGiven && isCorrect && (
                <span className={styles.visuallyHidden}>{t('challenges.question.yourAnswer')}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p
        role="status"
        className={`${styles.outcome} ${outcome.isCorrect ? styles.outcomeCorrect : styles.outcomeWrong}`}
      >
        {outcome.isCorrect
          ? t('challenges.question.correct', { count: question.points })
          : t('challenges.question.wrong', { answer: outcome.correct })}
      </p>
    </div>
  );
}

/**
 * A participant's side of a question (spec 3 sections 2 and 4): pick an alternative and answer
 * once; then whether it was right, the correct answer and the points. A second answer (from
 * another device) is refused by the server: "already answered", and the first answer shows.
 */
export function ParticipantAnswer({ question }: { question: ParticipantQuestion }) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const statementId = useId();
  const errorText = useErrorText();
  const rankingId = useRankingId(challengeId);
  const answering = useAnswerQuestion(challengeId);
  const [fresh, setFresh] = useState<Outcome | null>(null);
  const { register, handleSubmit, formState } = useCheckedForm<AnswerValues>({ answer: '' }, checkAnswer);

  const stored: Outcome | null = question.isAnswered
    ? { given: question.answerGiven, isCorrect: question.answerIsCorrect, correct: question.answer, isFresh: false }
    : null;
  const outcome = fresh ?? stored;
  if (outcome) return <AnsweredQuestion question={question} outcome={outcome} />;

  const handleAnswer = async ({ answer }: AnswerValues) => {
    try {
      const ranking = rankingId.data ?? (await rankingId.refetch({ throwOnError: true })).data;
      if (ranking === undefined) throw new Error('No rankingId');
      const answered = await answering.mutateAsync({
        questionId: question._id,
        userAnswer: answer,
        rankingId: ranking,
      });
      if (answered.alreadyAnswered) {
        snackbars.show({ message: t('challenges.question.alreadyAnswered'), severity: 'error' });
        return;
      }
      setFresh({ given: answer, isCorrect: answered.answerIsCorrect, correct: answered.answer, isFresh: true });
    } catch {
      snackbars.show({ message: t('common.generalError'), severity: 'error' });
    }
  };

  const error = errorText(formState.errors.answer);
  return (
    <form className={styles.question} onSubmit={handleSubmit(handleAnswer)} noValidate>
      <h2 id={statementId} className={styles.statementLarge}>
        {question.statement}
      </h2>
      {/* One choice of several: native radios of one name (Tab into the group, arrows between its choices). */}
      <div
        role="radiogroup"
        aria-labelledby={statementId}
        aria-describedby={error ? `${statementId}-error` : undefined}
        className={styles.choices}
      >
        {question.alternatives.map((alternative) => (
          <label key={alternative} className={styles.option}>
            <input type="radio" value={alternative} {...register('answer')} />
            <span className={styles.optionText}>{alternative}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${statementId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.note}>{t('challenges.question.worth', { count: question.points })}</p>
      <Button type="submit" isLoading={answering.isPending} loadingLabel={t('challenges.question.answering')}>
        {t('challenges.question.answer')}
      </Button>
    </form>
  );
}
