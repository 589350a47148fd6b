import { describe, expect, it } from 'vitest';
import {
  ParticipantQuestionSchema,
  QuestionAnswerBodySchema,
  QuestionBodySchema,
  QuestionUpdateBodySchema,
} from './challenge-questions.js';

const QUESTION = '0e2a6b8c-1d3f-4a5b-9c7d-2e4f6a8b0c1d';
const good = { statement: 'Who led Israel out of Egypt?', alternatives: ['Moses', 'David', 'Elijah'], answer: 'Moses' };

describe('QuestionBodySchema', () => {
  it('defaults points to 3 and trims', () => {
    expect(QuestionBodySchema.parse({ ...good, answer: ' Moses ' })).toEqual({ ...good, points: 3 });
  });

  it.each<[string, Record<string, unknown>, (string | number)[] | null]>([
    ['the answer is an alternative', good, null],
    ['the answer is no alternative', { ...good, answer: 'Aaron' }, ['answer']],
    ['the answer differs in case', { ...good, answer: 'moses' }, ['answer']],
    ['no answer', { ...good, answer: '' }, ['answer']],
    ['a repeated alternative', { ...good, alternatives: ['Moses', 'David', 'Moses '] }, ['alternatives', 2]],
    ['an empty alternative', { ...good, alternatives: ['Moses', ''] }, ['alternatives', 1]],
    ['no alternatives', { ...good, alternatives: [] }, ['alternatives']],
    [
      'eleven alternatives',
      { ...good, alternatives: [...Array(10).keys()].map(String).concat('Moses') },
      ['alternatives'],
    ],
    ['no statement', { ...good, statement: ' ' }, ['statement']],
    ['0 points', { ...good, points: 0 }, ['points']],
    ['100 points', { ...good, points: 100 }, null],
    ['points as text', { ...good, points: '5' }, ['points']],
  ])('%s', (_what, body, errorPath) => {
    const result = QuestionBodySchema.safeParse(body);
    expect(result.success).toBe(errorPath === null);
    if (errorPath) expect(result.error?.issues.map((issue) => issue.path)).toEqual([errorPath]);
  });

  it('the update applies the same rules, with the question id', () => {
    expect(QuestionUpdateBodySchema.parse({ ...good, points: 5, questionId: QUESTION })).toEqual({
      ...good,
      points: 5,
      questionId: QUESTION,
    });
    expect(QuestionUpdateBodySchema.safeParse({ ...good, answer: 'Aaron', questionId: QUESTION }).success).toBe(false);
    expect(QuestionUpdateBodySchema.safeParse(good).success).toBe(false);
  });
});

describe('ParticipantQuestionSchema', () => {
  const base = { _id: QUESTION, statement: 'Who?', alternatives: ['Moses', 'David'], points: 3 };
  it.each<[string, Record<string, unknown>, boolean]>([
    [
      'unanswered, nothing revealed',
      { isAnswered: false, answerGiven: null, answerIsCorrect: null, answer: null },
      true,
    ],
    [
      'unanswered but the answer sent',
      { isAnswered: false, answerGiven: null, answerIsCorrect: null, answer: 'Moses' },
      false,
    ],
    [
      'unanswered but a verdict sent',
      { isAnswered: false, answerGiven: null, answerIsCorrect: false, answer: null },
      false,
    ],
    ['answered right', { isAnswered: true, answerGiven: 'Moses', answerIsCorrect: true, answer: 'Moses' }, true],
    ['answered wrong', { isAnswered: true, answerGiven: 'David', answerIsCorrect: false, answer: 'Moses' }, true],
    [
      'answered without the answer',
      { isAnswered: true, answerGiven: 'David', answerIsCorrect: false, answer: null },
      false,
    ],
  ])('%s', (_what, fields, ok) => {
    expect(ParticipantQuestionSchema.safeParse({ ...base, ...fields }).success).toBe(ok);
  });
});

describe('QuestionAnswerBodySchema', () => {
  it('needs the question, an answer and the member', () => {
    const body = { questionId: QUESTION, userAnswer: ' Moses ', rankingId: QUESTION };
    expect(QuestionAnswerBodySchema.parse(body).userAnswer).toBe('Moses');
    expect(QuestionAnswerBodySchema.safeParse({ ...body, userAnswer: '' }).success).toBe(false);
    expect(QuestionAnswerBodySchema.safeParse({ ...body, rankingId: undefined }).success).toBe(false);
  });
});
