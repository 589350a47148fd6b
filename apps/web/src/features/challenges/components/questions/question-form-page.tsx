import type { QuestionInput } from '@bible-journey/core';
import { QUESTION_ADDED_MESSAGE_MS } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useOwnerQuestion } from '../../api/get-question.ts';
import { useSaveQuestion } from '../../api/save-question.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { useQuestionId } from '../../hooks/use-question-id.ts';
import { limitProblem } from '../../lib/limit-problem.ts';
import { ChallengeGate } from '../common/challenge-gate.tsx';
import { LoadFailed, SkeletonRows } from '../common/screen-states.tsx';
import { NEW_QUESTION, QuestionForm } from './question-form.tsx';

function AddQuestionForm() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const navigate = useNavigate();
  const saving = useSaveQuestion(challengeId);
  const handleSave = (question: QuestionInput) =>
    saving.mutate(question, {
      onSuccess: () => {
        // Spec 3 section 8: "question added" stays 10 s.
        snackbars.show({
          message: t('challenges.questionForm.added'),
          severity: 'success',
          duration: QUESTION_ADDED_MESSAGE_MS,
        });
        navigate(paths.challengeQuestions(challengeId), { replace: true });
      },
      onError: (error) =>
        snackbars.show({ message: limitProblem(t, error) ?? t('common.generalError'), severity: 'error' }),
    });
  return (
    <QuestionForm
      defaultValues={NEW_QUESTION}
      submitLabel={t('challenges.questionForm.submitAdd')}
      isSaving={saving.isPending}
      onSave={handleSave}
    />
  );
}

function EditQuestionForm() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const questionId = useQuestionId();
  const navigate = useNavigate();
  const question = useOwnerQuestion(challengeId, questionId);
  const saving = useSaveQuestion(challengeId, questionId);
  if (question.isPending) return <SkeletonRows label={t('challenges.question.loading')} rows={4} />;
  if (question.isError) {
    return <LoadFailed title={t('challenges.question.loadFailed')} onRetry={() => void question.refetch()} />;
  }
  const { statement, alternatives, answer, points } = question.data;
  const handleSave = (changed: QuestionInput) =>
    saving.mutate(changed, {
      onSuccess: () => {
        snackbars.show({ message: t('challenges.questionForm.updated'), severity: 'success' });
        navigate(paths.challengeQuestion(challengeId, questionId), { replace: true });
      },
      onError: () => snackbars.show({ message: t('common.generalError'), severity: 'error' }),
    });
  return (
    <QuestionForm
      defaultValues={{
        statement,
        alternatives: alternatives.map((text) => ({ text })),
        answerIndex: alternatives.indexOf(answer),
        points: String(points),
      }}
      submitLabel={t('challenges.questionForm.submitEdit')}
      isSaving={saving.isPending}
      onSave={handleSave}
    />
  );
}

/** /challenge/:id/questions/add (leader, spec 3 section 2). */
export function AddQuestionPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  return (
    <Page title={t('challenges.questionForm.addTitle')} backTo={paths.challengeQuestions(challengeId)}>
      <ChallengeGate ownerOnly loadingLabel={t('challenges.questionForm.loading')}>
        {() => <AddQuestionForm />}
      </ChallengeGate>
    </Page>
  );
}

/** /challenge/:id/question/:questionId/edit (leader). */
export function EditQuestionPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const questionId = useQuestionId();
  return (
    <Page title={t('challenges.questionForm.editTitle')} backTo={paths.challengeQuestion(challengeId, questionId)}>
      <ChallengeGate ownerOnly loadingLabel={t('challenges.questionForm.loading')}>
        {() => <EditQuestionForm />}
      </ChallengeGate>
    </Page>
  );
}
