import type {
  OwnerQuestionResponse,
  OwnerQuestionsResponse,
  ParticipantQuestionResponse,
  ParticipantQuestionsResponse,
  QuestionAnswerBody,
  QuestionAnswerResponse,
  QuestionBody,
  QuestionDeleteResponse,
} from '@bible-journey/contract';
import { checkQuestion, QUESTIONS_PER_CHALLENGE_MAX, type QuestionInput } from '@bible-journey/core';
import type { Db } from '../../../db/database.js';
import { BadRequestError, ForbiddenError, NotFoundError, UnprocessableError } from '../../../http/errors.js';
import { challengeNotFound, requireMember, requireOwner } from '../policy.js';
import { presentOwnerQuestion, presentParticipantQuestion } from './presenter.js';
import {
  countQuestionsLocked,
  deleteQuestion,
  findMemberQuestion,
  findOwnerQuestion,
  insertQuestion,
  listMemberQuestions,
  listOwnerQuestions,
  recordAnswer,
  updateQuestion,
} from './repository.js';

const questionNotFound = () => new NotFoundError('No such question.');

/** The question as stored: core's rules (the contract's schema already held the body to them). */
function questionInput(body: QuestionBody): QuestionInput {
  const checked = checkQuestion(body);
  if (!checked.ok) {
    throw new BadRequestError(checked.errors.map(({ field, code }) => `body.${field}: ${code}`).join('; '));
  }
  return checked.value;
}

export async function getOwnerQuestions(db: Db, userId: string, challengeId: string): Promise<OwnerQuestionsResponse> {
  await requireOwner(db, challengeId, userId);
  return { questions: (await listOwnerQuestions(db, challengeId)).map(presentOwnerQuestion) };
}

export async function getOwnerQuestion(
  db: Db,
  userId: string,
  challengeId: string,
  questionId: string,
): Promise<OwnerQuestionResponse> {
  await requireOwner(db, challengeId, userId);
  const row = await findOwnerQuestion(db, challengeId, questionId);
  if (!row) throw questionNotFound();
  return { question: presentOwnerQuestion(row) };
}

export async function getParticipantQuestions(
  db: Db,
  userId: string,
  challengeId: string,
): Promise<ParticipantQuestionsResponse> {
  const { member } = await requireMember(db, challengeId, userId);
  return { questions: (await listMemberQuestions(db, challengeId, member.id)).map(presentParticipantQuestion) };
}

export async function getParticipantQuestion(
  db: Db,
  userId: string,
  challengeId: string,
  questionId: string,
): Promise<ParticipantQuestionResponse> {
  const { member } = await requireMember(db, challengeId, userId);
  const row = await findMemberQuestion(db, challengeId, member.id, questionId);
  if (!row) throw questionNotFound();
  return { question: presentParticipantQuestion(row) };
}

export async function addQuestion(
  db: Db,
  userId: string,
  challengeId: string,
  body: QuestionBody,
): Promise<OwnerQuestionResponse> {
  await requireOwner(db, challengeId, userId);
  const input = questionInput(body);
  const row = await db.transaction(async (tx) => {
    if ((await countQuestionsLocked(tx, challengeId)) >= QUESTIONS_PER_CHALLENGE_MAX) {
      throw new UnprocessableError(
        `A challenge holds at most ${QUESTIONS_PER_CHALLENGE_MAX} questions: delete one to add another.`,
        'questions_per_challenge',
      );
    }
    return insertQuestion(tx, challengeId, input);
  });
  return { question: presentOwnerQuestion({ ...row, answersCount: 0 }) };
}

/** Changes a question; the answers already given are scored again against it (see updateQuestion). */
export async function changeQuestion(
  db: Db,
  userId: string,
  challengeId: string,
  questionId: string,
  body: QuestionBody,
): Promise<OwnerQuestionResponse> {
  await requireOwner(db, challengeId, userId);
  if (!(await updateQuestion(db, challengeId, questionId, questionInput(body)))) throw questionNotFound();
  const row = await findOwnerQuestion(db, challengeId, questionId);
  if (!row) throw questionNotFound();
  return { question: presentOwnerQuestion(row) };
}

export async function removeQuestion(
  db: Db,
  userId: string,
  challengeId: string,
  questionId: string,
): Promise<QuestionDeleteResponse> {
  await requireOwner(db, challengeId, userId);
  if (!(await deleteQuestion(db, challengeId, questionId))) throw questionNotFound();
  return { success: true };
}

/**
 * A member's one answer to a question. The owner sees every correct answer, so the owner may not
 * answer (403), even when the ranking includes leaders. `rankingId` must be the caller's own member
 * row of this challenge (404 otherwise); the answer must be one of the alternatives (400). The
 * first answer stands: a second or racing one gets alreadyAnswered and scores nothing.
 */
export async function answerQuestion(
  db: Db,
  userId: string,
  challengeId: string,
  { questionId, userAnswer, rankingId }: QuestionAnswerBody,
): Promise<QuestionAnswerResponse> {
  const { member, role } = await requireMember(db, challengeId, userId);
  if (role === 'owner') throw new ForbiddenError('The leader sees the correct answers, so cannot answer.');
  if (rankingId !== member.id) throw new NotFoundError('No such ranking entry of yours in this challenge.');
  const outcome = await recordAnswer(db, challengeId, member.id, questionId, userAnswer);
  switch (outcome.kind) {
    case 'noQuestion':
      throw questionNotFound();
    case 'noMember':
      throw challengeNotFound();
    case 'notAnAlternative':
      throw new BadRequestError('body.userAnswer: must be one of the question’s alternatives');
    case 'answered':
      return {
        answerIsCorrect: outcome.answer.isCorrect,
        answer: outcome.question.answer,
        alreadyAnswered: !outcome.isFirst,
      };
  }
}
