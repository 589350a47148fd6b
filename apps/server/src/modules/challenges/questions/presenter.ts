import type { OwnerQuestion, ParticipantQuestion } from '@bible-journey/contract';
import type { MemberQuestionRow, OwnerQuestionRow } from './repository.js';

export function presentOwnerQuestion(row: OwnerQuestionRow): OwnerQuestion {
  return {
    _id: row.id,
    statement: row.statement,
    alternatives: row.alternatives,
    answer: row.answer,
    points: row.points,
    answersCount: row.answersCount,
  };
}

/** Before the member answers, nothing about the answer: not the correct one, not even a hint in another field. */
export function presentParticipantQuestion(row: MemberQuestionRow): ParticipantQuestion {
  const base = { _id: row.id, statement: row.statement, alternatives: row.alternatives, points: row.points };
  if (row.answerGiven === null || row.answerIsCorrect === null || row.correctAnswer === null) {
    return { ...base, isAnswered: false, answerGiven: null, answerIsCorrect: null, answer: null };
  }
  return {
    ...base,
    isAnswered: true,
    answerGiven: row.answerGiven,
    answerIsCorrect: row.answerIsCorrect,
    answer: row.correctAnswer,
  };
}
