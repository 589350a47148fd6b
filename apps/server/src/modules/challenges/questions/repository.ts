import type { QuestionInput } from '@bible-journey/core';
import { scoreAnswer } from '@bible-journey/core';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeAnswers, challengeMembers, challengeQuestions } from '../../../db/schema.js';
import type { Tx } from '../plan/template.js';

export type QuestionRow = typeof challengeQuestions.$inferSelect;
export type AnswerRow = typeof challengeAnswers.$inferSelect;

export interface OwnerQuestionRow {
  id: string;
  statement: string;
  alternatives: string[];
  answer: string;
  points: number;
  answersCount: number;
}

/**
 * A question as one member sees it. `correctAnswer` is selected only once the member has answered,
 * so before that the correct answer never leaves the database for them.
 */
export interface MemberQuestionRow {
  id: string;
  statement: string;
  alternatives: string[];
  points: number;
  answerGiven: string | null;
  answerIsCorrect: boolean | null;
  correctAnswer: string | null;
}

const newestFirst = [desc(challengeQuestions.createdAt), desc(challengeQuestions.id)];
const ofChallenge = (challengeId: string, questionId?: string): SQL | undefined =>
  and(
    eq(challengeQuestions.challengeId, challengeId),
    questionId === undefined ? undefined : eq(challengeQuestions.id, questionId),
  );

function selectForOwner(db: Db, challengeId: string, questionId?: string) {
  return db
    .select({
      id: challengeQuestions.id,
      statement: challengeQuestions.statement,
      alternatives: challengeQuestions.alternatives,
      answer: challengeQuestions.answer,
      points: challengeQuestions.points,
      answersCount: sql<number>`(
        select count(*)::int from ${challengeAnswers} where ${challengeAnswers.questionId} = ${challengeQuestions.id}
      )`,
    })
    .from(challengeQuestions)
    .where(ofChallenge(challengeId, questionId))
    .orderBy(...newestFirst);
}

/** The challenge's questions with their correct answers and how many have answered, newest first. */
export function listOwnerQuestions(db: Db, challengeId: string): Promise<OwnerQuestionRow[]> {
  return selectForOwner(db, challengeId);
}

export async function findOwnerQuestion(
  db: Db,
  challengeId: string,
  questionId: string,
): Promise<OwnerQuestionRow | undefined> {
  const [row] = await selectForOwner(db, challengeId, questionId);
  return row;
}

function selectForMember(db: Db, challengeId: string, memberId: string, questionId?: string) {
  return db
    .select({
      id: challengeQuestions.id,
      statement: challengeQuestions.statement,
      alternatives: challengeQuestions.alternatives,
      points: challengeQuestions.points,
      answerGiven: challengeAnswers.answer,
      answerIsCorrect: challengeAnswers.isCorrect,
      correctAnswer: sql<
        string | null
      >`case when ${challengeAnswers.memberId} is not null then ${challengeQuestions.answer} end`,
    })
    .from(challengeQuestions)
    .leftJoin(
      challengeAnswers,
      and(eq(challengeAnswers.questionId, challengeQuestions.id), eq(challengeAnswers.memberId, memberId)),
    )
    .where(ofChallenge(challengeId, questionId))
    .orderBy(...newestFirst);
}

/** The challenge's questions as this member sees them (see MemberQuestionRow), newest first. */
export function listMemberQuestions(db: Db, challengeId: string, memberId: string): Promise<MemberQuestionRow[]> {
  return selectForMember(db, challengeId, memberId);
}

export async function findMemberQuestion(
  db: Db,
  challengeId: string,
  memberId: string,
  questionId: string,
): Promise<MemberQuestionRow | undefined> {
  const [row] = await selectForMember(db, challengeId, memberId, questionId);
  return row;
}

/**
 * How many questions the challenge holds, counted under a lock on its list of questions until the
 * transaction ends: two additions at once count each other, so neither passes the bound alone.
 */
export async function countQuestionsLocked(tx: Db, challengeId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`challenge-questions:${challengeId}`}))`);
  const [row] = await tx
    .select({ held: count() })
    .from(challengeQuestions)
    .where(eq(challengeQuestions.challengeId, challengeId));
  return row?.held ?? 0;
}

export async function insertQuestion(db: Db, challengeId: string, input: QuestionInput): Promise<QuestionRow> {
  const [row] = await db
    .insert(challengeQuestions)
    .values({ challengeId, ...input })
    .returning();
  if (!row) throw new Error('question insert returned nothing');
  return row;
}

/**
 * Replaces a question's fields and scores the answers already given again, against the new correct
 * answer and points: a leader who fixes a wrong answer key gives and takes back points fairly. Only
 * the answers whose score changes are rewritten (deleted and inserted again, so the answer trigger
 * moves the member's totals), keeping when they were given. The question's row lock makes answers
 * in flight (which share-lock it) land before the rescoring, or after it against the new key.
 */
export async function updateQuestion(
  db: Db,
  challengeId: string,
  questionId: string,
  input: QuestionInput,
): Promise<QuestionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(challengeQuestions)
      .set({ ...input, updatedAt: new Date() })
      .where(ofChallenge(challengeId, questionId))
      .returning();
    if (!row) return undefined;
    const given = await tx.select().from(challengeAnswers).where(eq(challengeAnswers.questionId, questionId));
    const rescored = given.flatMap((answer) => {
      const { answerIsCorrect, points } = scoreAnswer(answer.answer, row);
      return answerIsCorrect === answer.isCorrect && points === answer.points
        ? []
        : [{ ...answer, isCorrect: answerIsCorrect, points }];
    });
    if (rescored.length > 0) {
      await tx.delete(challengeAnswers).where(
        and(
          eq(challengeAnswers.questionId, questionId),
          inArray(
            challengeAnswers.memberId,
            rescored.map((answer) => answer.memberId),
          ),
        ),
      );
      await tx.insert(challengeAnswers).values(rescored);
    }
    return row;
  });
}

/** Deletes a question and its answers; the answer trigger takes back the points they gave. */
export async function deleteQuestion(db: Db, challengeId: string, questionId: string): Promise<boolean> {
  const deleted = await db
    .delete(challengeQuestions)
    .where(ofChallenge(challengeId, questionId))
    .returning({ id: challengeQuestions.id });
  return deleted.length > 0;
}

export type AnswerOutcome =
  | { kind: 'noQuestion' }
  | { kind: 'noMember' }
  | { kind: 'notAnAlternative' }
  | { kind: 'answered'; question: QuestionRow; answer: AnswerRow; isFirst: boolean };

/**
 * A member's answer: the first insert of the (question, member) key wins and scores; a second or
 * racing answer finds the first one's row and changes nothing. The question is share-locked (an
 * edit or deletion waits, and an answer waits for an edit in flight), the member key-share-locked
 * (a removal waits; the totals update of the answer trigger does not).
 */
export async function recordAnswer(
  db: Db,
  challengeId: string,
  memberId: string,
  questionId: string,
  userAnswer: string,
): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const [question] = await tx
      .select()
      .from(challengeQuestions)
      .where(ofChallenge(challengeId, questionId))
      .for('share');
    if (!question) return { kind: 'noQuestion' as const };
    if (!question.alternatives.includes(userAnswer)) return { kind: 'notAnAlternative' as const };
    const [member] = await tx
      .select({ id: challengeMembers.id })
      .from(challengeMembers)
      .where(eq(challengeMembers.id, memberId))
      .for('key share');
    // Removed from the challenge since the access check.
    if (!member) return { kind: 'noMember' as const };
    const { answerIsCorrect, points } = scoreAnswer(userAnswer, question);
    const [inserted] = await tx
      .insert(challengeAnswers)
      .values({ questionId, memberId, answer: userAnswer, isCorrect: answerIsCorrect, points })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { kind: 'answered' as const, question, answer: inserted, isFirst: true };
    return { kind: 'answered' as const, question, answer: await firstAnswer(tx, questionId, memberId), isFirst: false };
  });
}

async function firstAnswer(tx: Tx, questionId: string, memberId: string): Promise<AnswerRow> {
  const [row] = await tx
    .select()
    .from(challengeAnswers)
    .where(and(eq(challengeAnswers.questionId, questionId), eq(challengeAnswers.memberId, memberId)));
  if (!row) throw new Error('an answer that conflicted is not there');
  return row;
}
