import { describe, expect, it } from 'vitest';
import {
  ALTERNATIVES_MAX,
  CHALLENGE_NAME_MAX,
  CHALLENGE_NAME_MIN,
  checkAddedParticipants,
  checkChallengeDates,
  checkChallengeName,
  checkCreationParticipants,
  checkNewChallenge,
  checkQuestion,
  INVITES_PER_REQUEST_MAX,
  isSuggestableEmail,
  nextAlternativeName,
  normalizeEmails,
  QUESTION_POINTS_MAX,
  QUESTION_POINTS_MIN,
  QUESTION_STATEMENT_MAX,
} from './challenge-validation.js';

describe('limits', () => {
  it('match the spec and the brief', () => {
    expect(CHALLENGE_NAME_MIN).toBe(2);
    expect(CHALLENGE_NAME_MAX).toBe(80);
    expect(QUESTION_POINTS_MIN).toBe(1);
    expect(QUESTION_POINTS_MAX).toBe(100);
    expect(ALTERNATIVES_MAX).toBe(10);
  });
});

describe('checkChallengeName', () => {
  it.each<[unknown, string]>([
    ['Ab', 'Ab'],
    ['  Lent 2026  ', 'Lent 2026'],
    ['x'.repeat(CHALLENGE_NAME_MAX), 'x'.repeat(CHALLENGE_NAME_MAX)],
    ['Leitura em família 🙏', 'Leitura em família 🙏'],
    ['🙏'.repeat(CHALLENGE_NAME_MAX), '🙏'.repeat(CHALLENGE_NAME_MAX)], // characters, not UTF-16 units
  ])('accepts %o as %o', (value, expected) => {
    expect(checkChallengeName(value)).toEqual({ ok: true, value: expected });
  });

  it.each<[unknown, string]>([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['A', 'tooShort'],
    [' A ', 'tooShort'],
    ['x'.repeat(CHALLENGE_NAME_MAX + 1), 'tooLong'],
    ['🙏'.repeat(CHALLENGE_NAME_MAX + 1), 'tooLong'],
    ['🙏', 'tooShort'],
    [42, 'invalidInput'],
  ])('refuses %o: %s', (value, code) => {
    expect(checkChallengeName(value)).toEqual({ ok: false, errors: [{ field: 'challengeTitle', code }] });
  });

  it('names the field it is given (the name modal)', () => {
    expect(checkChallengeName('', 'name')).toEqual({ ok: false, errors: [{ field: 'name', code: 'required' }] });
  });
});

describe('isSuggestableEmail', () => {
  it.each<[string, boolean]>([
    ['ana@church.org', true],
    ['ana@church.co', true],
    ['  ana@church.org ', true],
    ['ana.maria+lent@mail.example.com.br', true],
    ['ana@church.c', false],
    ['ana@church', false],
    ['ana@.org', false],
    ['@church.org', false],
    ['ana church@x.org', false],
    ['ana@chu rch.org', false],
    ['ana@@church.org', false],
    ['ana@church.org.', false],
    ['ana', false],
    ['', false],
    [`${'a'.repeat(250)}@x.org`, false],
  ])('%o -> %s', (text, expected) => {
    expect(isSuggestableEmail(text)).toBe(expected);
  });
});

describe('normalizeEmails', () => {
  it('trims, lower-cases, keeps the first of each and drops blanks', () => {
    expect(normalizeEmails([' Ana@Church.org', 'bob@x.io', 'ana@church.org ', '', '  ', 'BOB@X.IO'])).toEqual([
      'ana@church.org',
      'bob@x.io',
    ]);
  });
});

describe('participants', () => {
  it.each<[unknown, string[]]>([
    [
      ['a@x.org', 'b@x.org'],
      ['a@x.org', 'b@x.org'],
    ],
    [
      [' A@X.org', 'b@x.org', 'a@x.org'],
      ['a@x.org', 'b@x.org'],
    ],
  ])('at creation accepts %j', (value, expected) => {
    expect(checkCreationParticipants(value)).toEqual({ ok: true, value: expected });
  });

  it.each<[unknown, { field: string; code: string }[]]>([
    [['a@x.org'], [{ field: 'participants', code: 'tooFew' }]],
    [['a@x.org', 'A@x.org '], [{ field: 'participants', code: 'tooFew' }]],
    [[], [{ field: 'participants', code: 'tooFew' }]],
    [undefined, [{ field: 'participants', code: 'tooFew' }]],
    ['a@x.org', [{ field: 'participants', code: 'invalidInput' }]],
    [
      ['a@x.org', 'not an e-mail', 7],
      [
        { field: 'participants.1', code: 'invalidEmail' },
        { field: 'participants.2', code: 'invalidEmail' },
      ],
    ],
    [
      Array.from({ length: INVITES_PER_REQUEST_MAX + 1 }, (_, i) => `p${i}@x.org`),
      [{ field: 'participants', code: 'tooMany' }],
    ],
  ])('at creation refuses %j', (value, errors) => {
    expect(checkCreationParticipants(value)).toEqual({ ok: false, errors });
  });

  it('adding needs one e-mail only', () => {
    expect(checkAddedParticipants(['a@x.org'])).toEqual({ ok: true, value: ['a@x.org'] });
    expect(checkAddedParticipants([])).toEqual({ ok: false, errors: [{ field: 'participants', code: 'tooFew' }] });
  });
});

describe('checkChallengeDates', () => {
  it.each<[unknown, unknown, { field: string; code: string }[] | null]>([
    ['2026-03-01', '2026-04-30', null],
    ['2026-03-01', '2026-03-01', null],
    ['2026-03-02', '2026-03-01', [{ field: 'finishDate', code: 'startDateAfterEndDate' }]],
    ['2026-02-30', '2026-03-01', [{ field: 'startDate', code: 'invalidDate' }]],
    [
      '',
      undefined,
      [
        { field: 'startDate', code: 'required' },
        { field: 'finishDate', code: 'required' },
      ],
    ],
    ['2026-3-1', '2026-03-01', [{ field: 'startDate', code: 'invalidDate' }]],
  ])('%o to %o', (start, finish, errors) => {
    expect(checkChallengeDates(start, finish)).toEqual(
      errors === null ? { ok: true, value: { startDate: start, finishDate: finish } } : { ok: false, errors },
    );
  });
});

describe('checkNewChallenge', () => {
  it('normalizes a good wizard', () => {
    expect(
      checkNewChallenge({
        challengeTitle: ' Lent ',
        participants: ['B@x.org', 'c@x.org'],
        startDate: '2026-02-18',
        finishDate: '2026-04-04',
      }),
    ).toEqual({
      ok: true,
      value: {
        challengeTitle: 'Lent',
        participants: ['b@x.org', 'c@x.org'],
        startDate: '2026-02-18',
        finishDate: '2026-04-04',
      },
    });
  });

  it('lists every problem', () => {
    expect(checkNewChallenge({ challengeTitle: 'L', participants: ['a@x.org'], startDate: '2026-05-01' })).toEqual({
      ok: false,
      errors: [
        { field: 'challengeTitle', code: 'tooShort' },
        { field: 'participants', code: 'tooFew' },
        { field: 'finishDate', code: 'required' },
      ],
    });
    expect(checkNewChallenge(null)).toEqual({ ok: false, errors: [{ field: 'input', code: 'invalidInput' }] });
  });
});

describe('checkQuestion', () => {
  const good = { statement: 'Who led Israel out of Egypt?', alternatives: ['Moses', 'David'], answer: 'Moses' };

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['points default to 3', good, { ...good, points: 3 }],
    ['points as given', { ...good, points: 10 }, { ...good, points: 10 }],
    ['points from a form field', { ...good, points: ' 7 ' }, { ...good, points: 7 }],
    ['empty points field -> 3', { ...good, points: '' }, { ...good, points: 3 }],
    [
      'trimmed texts',
      { statement: ' Who? ', alternatives: [' Moses ', 'David'], answer: 'Moses  ', points: 1 },
      { statement: 'Who?', alternatives: ['Moses', 'David'], answer: 'Moses', points: 1 },
    ],
    ['one alternative', { ...good, alternatives: ['Moses'] }, { ...good, alternatives: ['Moses'], points: 3 }],
  ])('accepts: %s', (_what, input, expected) => {
    expect(checkQuestion(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, Record<string, unknown>, { field: string; code: string }[]]>([
    ['no statement', { ...good, statement: '  ' }, [{ field: 'statement', code: 'required' }]],
    [
      'a statement too long',
      { ...good, statement: 'x'.repeat(QUESTION_STATEMENT_MAX + 1) },
      [{ field: 'statement', code: 'tooLong' }],
    ],
    ['no alternatives', { ...good, alternatives: [] }, [{ field: 'alternatives', code: 'tooFew' }]],
    [
      'too many alternatives',
      { ...good, alternatives: Array.from({ length: ALTERNATIVES_MAX + 1 }, (_, i) => `A${i}`), answer: 'A0' },
      [{ field: 'alternatives', code: 'tooMany' }],
    ],
    [
      'an empty alternative',
      { ...good, alternatives: ['Moses', ' '] },
      [{ field: 'alternatives.1', code: 'required' }],
    ],
    [
      'a repeated alternative',
      { ...good, alternatives: ['Moses', 'David', ' Moses'] },
      [{ field: 'alternatives.2', code: 'duplicate' }],
    ],
    ['no answer picked', { ...good, answer: '' }, [{ field: 'answer', code: 'required' }]],
    [
      'an answer that is no alternative',
      { ...good, answer: 'Aaron' },
      [{ field: 'answer', code: 'answerNotAnAlternative' }],
    ],
    [
      'an answer differing in case',
      { ...good, answer: 'moses' },
      [{ field: 'answer', code: 'answerNotAnAlternative' }],
    ],
    ['0 points', { ...good, points: 0 }, [{ field: 'points', code: 'outOfRange' }]],
    ['101 points', { ...good, points: QUESTION_POINTS_MAX + 1 }, [{ field: 'points', code: 'outOfRange' }]],
    ['2.5 points', { ...good, points: 2.5 }, [{ field: 'points', code: 'notAWholeNumber' }]],
    ['alternatives not a list', { ...good, alternatives: 'Moses' }, [{ field: 'alternatives', code: 'invalidInput' }]],
  ])('refuses %s', (_what, input, errors) => {
    expect(checkQuestion(input)).toEqual({ ok: false, errors });
  });

  it('lists every problem at once', () => {
    expect(checkQuestion({ statement: '', alternatives: ['A', 'A'], answer: 'B', points: -1 })).toEqual({
      ok: false,
      errors: [
        { field: 'statement', code: 'required' },
        { field: 'alternatives.1', code: 'duplicate' },
        { field: 'points', code: 'outOfRange' },
      ],
    });
  });
});

describe('nextAlternativeName', () => {
  it.each<[string[], string | undefined, string]>([
    [[], undefined, 'Alternative 1'],
    [['Alternative 1'], undefined, 'Alternative 2'],
    [['Moses', 'David'], 'Alternativa', 'Alternativa 3'],
    [['Opção 3', 'x'], 'Opção', 'Opção 4'],
    [['Opcja 2', 'Opcja 3'], 'Opcja', 'Opcja 4'],
  ])('%j (%s) -> %s', (existing, label, expected) => {
    expect(nextAlternativeName(existing, label)).toBe(expected);
  });
});
