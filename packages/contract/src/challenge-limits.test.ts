import {
  ALTERNATIVE_MAX_LENGTH,
  ALTERNATIVES_MAX,
  CHALLENGE_EMAIL_PATTERN,
  CHALLENGE_NAME_MAX,
  CHALLENGE_NAME_MIN,
  checkAddedParticipants,
  checkChallengeDates,
  checkChallengeName,
  checkCreationParticipants,
  checkQuestion,
  INVITE_EMAIL_MAX,
  INVITES_PER_REQUEST_MAX,
  QUESTION_POINTS_MAX,
  QUESTION_POINTS_MIN,
  QUESTION_STATEMENT_MAX,
} from '@bible-journey/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChallengeCreateBodySchema, ChallengeTitleSchema, challengeEmailsSchema } from './challenge.js';
import { QuestionBodySchema } from './challenge-questions.js';
import { EMAIL_MAX, EMAIL_PATTERN } from './limits.js';

// The challenge forms check with core (checkChallengeName, checkCreationParticipants,
// checkQuestion…); the API with these schemas. What one takes the other must take, and make the
// same value of: else a form would send what the server refuses, or the server store what no form
// could have made.

/** The same verdict, and when both accept, the same value. */
function expectAgreement(
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  core: { ok: boolean; value?: unknown },
  value: unknown,
): void {
  const parsed = schema.safeParse(value);
  expect(parsed.success, JSON.stringify(value)).toBe(core.ok);
  if (parsed.success && core.ok) expect(parsed.data).toEqual(core.value);
}

const around = (limit: number) => fc.integer({ min: Math.max(0, limit - 2), max: limit + 2 });
const textOfLength = (length: fc.Arbitrary<number>) =>
  fc
    .tuple(length, fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' '), fc.constantFrom('a', 'é', '🙏', ' '))
    .map(([n, before, after, unit]) => `${before}${unit.repeat(n)}${after}`);

describe('challenge limits: contract and core agree', () => {
  it('on the e-mail rule and its length', () => {
    expect(CHALLENGE_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source);
    expect(INVITE_EMAIL_MAX).toBe(EMAIL_MAX);
  });

  it('on the challenge name', () => {
    fc.assert(
      fc.property(
        fc.oneof(textOfLength(around(CHALLENGE_NAME_MIN)), textOfLength(around(CHALLENGE_NAME_MAX)), fc.string()),
        (name) => expectAgreement(ChallengeTitleSchema, checkChallengeName(name), name),
      ),
      { numRuns: 1000 },
    );
  });

  const emailPool = fc.constantFrom(
    'ana@church.org',
    ' Ana@Church.org ',
    'ANA@CHURCH.ORG',
    'bob@x.io',
    'carla@mail.com.br',
    'ana@church.c',
    'no-at-sign.org',
    'a b@x.org',
    '',
    `${'a'.repeat(EMAIL_MAX - 6)}@x.org`,
    `${'a'.repeat(EMAIL_MAX - 5)}@x.org`,
  );

  it.each([
    ['at creation', 2, checkCreationParticipants],
    ['when adding', 1, checkAddedParticipants],
  ] as const)('on the participants %s', (_when, min, check) => {
    const schema = challengeEmailsSchema(min);
    fc.assert(
      fc.property(fc.array(emailPool, { maxLength: 5 }), (emails) => expectAgreement(schema, check(emails), emails)),
      { numRuns: 1000 },
    );
    const many = Array.from({ length: INVITES_PER_REQUEST_MAX + 1 }, (_, i) => `p${i}@x.org`);
    expectAgreement(schema, check(many), many);
    expectAgreement(schema, check(many.slice(1)), many.slice(1));
  });

  it('on the challenge dates', () => {
    const base = { challengeTitle: 'Lent', participants: ['a@x.org', 'b@x.org'] };
    const date = fc.constantFrom('2026-02-28', '2026-03-01', '2026-03-02', '2026-02-30', '2026-3-1', '');
    fc.assert(
      fc.property(date, date, (startDate, finishDate) => {
        const parsed = ChallengeCreateBodySchema.safeParse({ ...base, startDate, finishDate });
        expect(parsed.success).toBe(checkChallengeDates(startDate, finishDate).ok);
      }),
    );
  });

  it('on questions', () => {
    const text = fc.oneof(
      fc.constantFrom('Moses', ' Moses ', 'David', 'moses', '', ' '),
      textOfLength(around(ALTERNATIVE_MAX_LENGTH)),
    );
    const question = fc.record(
      {
        statement: fc.oneof(fc.constantFrom('Who?', '', '  '), textOfLength(around(QUESTION_STATEMENT_MAX))),
        alternatives: fc.array(text, { maxLength: ALTERNATIVES_MAX + 1 }),
        answer: text,
        points: fc.oneof(
          fc.integer({ min: QUESTION_POINTS_MIN - 2, max: QUESTION_POINTS_MIN + 2 }),
          fc.integer({ min: QUESTION_POINTS_MAX - 2, max: QUESTION_POINTS_MAX + 2 }),
          fc.constant(2.5),
        ),
      },
      { requiredKeys: ['statement', 'alternatives', 'answer'] },
    );
    fc.assert(
      fc.property(question, (value) => expectAgreement(QuestionBodySchema, checkQuestion(value), value)),
      { numRuns: 3000 },
    );
  });
});
