import { type ChallengeProblemCode, checkQuestion, type QuestionInput } from '@bible-journey/core';

/** The add and edit form's values: the points as typed, the correct answer as an alternative's place. */
export interface QuestionValues {
  statement: string;
  alternatives: { text: string }[];
  /** Which alternative is correct; null until one is picked. */
  answerIndex: number | null;
  points: string;
}

const KEY = 'challenges.questionForm';
const statementMessage = (code: ChallengeProblemCode) =>
  code === 'tooLong' ? `${KEY}.statementTooLong` : `${KEY}.statementRequired`;
const alternativeMessage = (code: ChallengeProblemCode) =>
  code === 'tooLong'
    ? `${KEY}.alternativeTooLong`
    : code === 'duplicate'
      ? `${KEY}.alternativeDuplicate`
      : `${KEY}.alternativeRequired`;

/** The form's values as core's checkQuestion takes them. */
export function toQuestionInput({ statement, alternatives, answerIndex, points }: QuestionValues) {
  const texts = alternatives.map(({ text }) => text);
  return { statement, alternatives: texts, answer: answerIndex === null ? '' : (texts[answerIndex] ?? ''), points };
}

/**
 * Core's checkQuestion on the form (spec 3 section 5: statement required, an answer selected, at
 * least one alternative), each problem as the i18n key of its message on its field.
 */
export function checkQuestionForm(values: QuestionValues): Record<string, string> {
  const checked = checkQuestion(toQuestionInput(values));
  if (checked.ok) return {};
  const problems: Record<string, string> = {};
  for (const { field, code } of checked.errors) {
    const alternative = /^alternatives\.(\d+)$/.exec(field);
    if (field === 'statement') problems.statement = statementMessage(code);
    else if (alternative) problems[`alternatives.${alternative[1]}.text`] = alternativeMessage(code);
    // Too few or too many: the form keeps 1 to ALTERNATIVES_MAX, so this is only a safeguard.
    else if (field === 'alternatives') problems['alternatives.0.text'] = `${KEY}.alternativesCount`;
    else if (field === 'answer') problems.answerIndex = `${KEY}.answerRequired`;
    else if (field === 'points') problems.points = `${KEY}.pointsInvalid`;
  }
  return problems;
}

/** The checked question to send (trimmed texts, the answer's text, the points as a number). */
export function questionToSend(values: QuestionValues): QuestionInput {
  const checked = checkQuestion(toQuestionInput(values));
  if (!checked.ok) throw new Error('questionToSend: the form was not checked');
  return checked.value;
}
