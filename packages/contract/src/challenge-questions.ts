import {
  ALTERNATIVE_MAX_LENGTH,
  ALTERNATIVES_MAX,
  ALTERNATIVES_MIN,
  type ChallengeProblemCode,
  checkQuestion,
  DEFAULT_QUESTION_POINTS,
  QUESTION_POINTS_MAX,
  QUESTION_POINTS_MIN,
  QUESTION_STATEMENT_MAX,
} from '@bible-journey/core';
import { z } from 'zod';

// Quiz questions (spec 3 sections 2, 4 and 7). The owner lists them with the correct answer; a
// participant never receives it before answering, in no field of the list or the detail.

/** GET owner/question/:id and participant/question/:id, DELETE questions/delete/:id. */
export const QuestionIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a question id' }) });
export type QuestionIdParams = z.infer<typeof QuestionIdParamsSchema>;

const AlternativeSchema = z.string().trim().min(1, 'must not be empty').max(ALTERNATIVE_MAX_LENGTH);

const QuestionFields = {
  statement: z.string().trim().min(1, 'must not be empty').max(QUESTION_STATEMENT_MAX),
  alternatives: z.array(AlternativeSchema).min(ALTERNATIVES_MIN).max(ALTERNATIVES_MAX),
  /** The correct answer: one of the alternatives. */
  answer: AlternativeSchema,
  points: z.number().int().min(QUESTION_POINTS_MIN).max(QUESTION_POINTS_MAX).default(DEFAULT_QUESTION_POINTS),
};

/** The rules that span fields (alternatives differ, the answer is one of them), as core's checkQuestion says them. */
const crossFieldMessages: Partial<Record<ChallengeProblemCode, string>> = {
  duplicate: 'must differ from the other alternatives',
  answerNotAnAlternative: 'must be one of the alternatives',
};

function checkAcrossFields(question: z.infer<z.ZodObject<typeof QuestionFields>>, context: z.RefinementCtx): void {
  const result = checkQuestion(question);
  if (result.ok) return;
  for (const { field, code } of result.errors) {
    const message = crossFieldMessages[code];
    if (message === undefined) continue;
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    context.addIssue({ code: 'custom', message, path });
  }
}

/** POST /api/challenge/questions/add (owner): points default to 3. */
export const QuestionBodySchema = z.object(QuestionFields).superRefine(checkAcrossFields);
export type QuestionBody = z.infer<typeof QuestionBodySchema>;

/** PUT /api/challenge/questions/update (owner): the question's new fields and its id. */
export const QuestionUpdateBodySchema = z
  .object({ ...QuestionFields, questionId: z.uuid({ message: 'must be a question id' }) })
  .superRefine(checkAcrossFields);
export type QuestionUpdateBody = z.infer<typeof QuestionUpdateBodySchema>;

/** A question as its owner sees it: with the correct answer and how many have answered. */
export const OwnerQuestionSchema = z.object({
  _id: z.string(),
  statement: z.string(),
  alternatives: z.array(z.string()),
  answer: z.string(),
  points: z.number().int(),
  answersCount: z.number().int(),
});
export type OwnerQuestion = z.infer<typeof OwnerQuestionSchema>;

const ParticipantQuestionBase = z.object({
  _id: z.string(),
  statement: z.string(),
  alternatives: z.array(z.string()),
  points: z.number().int(),
});

/**
 * A question as a participant sees it. Before they answer, nothing about the answer (all three
 * fields null); after, their answer, whether it was right, and the correct answer.
 */
export const ParticipantQuestionSchema = z.discriminatedUnion('isAnswered', [
  ParticipantQuestionBase.extend({
    isAnswered: z.literal(false),
    answerGiven: z.null(),
    answerIsCorrect: z.null(),
    answer: z.null(),
  }),
  ParticipantQuestionBase.extend({
    isAnswered: z.literal(true),
    answerGiven: z.string(),
    answerIsCorrect: z.boolean(),
    answer: z.string(),
  }),
]);
export type ParticipantQuestion = z.infer<typeof ParticipantQuestionSchema>;

/** GET /api/challenge/owner/questions (owner), newest first. */
export const OwnerQuestionsResponseSchema = z.object({ questions: z.array(OwnerQuestionSchema) });
export type OwnerQuestionsResponse = z.infer<typeof OwnerQuestionsResponseSchema>;
/** GET /api/challenge/participant/questions (member), newest first. */
export const ParticipantQuestionsResponseSchema = z.object({ questions: z.array(ParticipantQuestionSchema) });
export type ParticipantQuestionsResponse = z.infer<typeof ParticipantQuestionsResponseSchema>;

/** GET /api/challenge/owner/question/:id; also the answer to questions/add and questions/update. */
export const OwnerQuestionResponseSchema = z.object({ question: OwnerQuestionSchema });
export type OwnerQuestionResponse = z.infer<typeof OwnerQuestionResponseSchema>;
export const QuestionAddResponseSchema = OwnerQuestionResponseSchema;
export type QuestionAddResponse = OwnerQuestionResponse;
export const QuestionUpdateResponseSchema = OwnerQuestionResponseSchema;
export type QuestionUpdateResponse = OwnerQuestionResponse;

/** GET /api/challenge/participant/question/:id. */
export const ParticipantQuestionResponseSchema = z.object({ question: ParticipantQuestionSchema });
export type ParticipantQuestionResponse = z.infer<typeof ParticipantQuestionResponseSchema>;

/** DELETE /api/challenge/questions/delete/:id (owner): the points it gave are taken back. */
export const QuestionDeleteResponseSchema = z.object({ success: z.literal(true) });
export type QuestionDeleteResponse = z.infer<typeof QuestionDeleteResponseSchema>;

/** POST /api/challenge/question/answer: the member's one answer (`rankingId` names the member). */
export const QuestionAnswerBodySchema = z.object({
  questionId: z.uuid({ message: 'must be a question id' }),
  userAnswer: z.string().trim().min(1, 'must not be empty').max(ALTERNATIVE_MAX_LENGTH),
  rankingId: z.uuid({ message: 'must be a ranking id' }),
});
export type QuestionAnswerBody = z.infer<typeof QuestionAnswerBodySchema>;

/**
 * Whether the answer was right, and the correct answer (revealed once answered). With
 * `alreadyAnswered: true` nothing changed: the first answer stands (a second or racing answer
 * scores nothing), and `answerIsCorrect` tells whether that first answer was right.
 */
export const QuestionAnswerResponseSchema = z.object({
  answerIsCorrect: z.boolean(),
  answer: z.string(),
  alreadyAnswered: z.boolean(),
});
export type QuestionAnswerResponse = z.infer<typeof QuestionAnswerResponseSchema>;
