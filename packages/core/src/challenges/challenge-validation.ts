import { type IsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { toWholeNumber } from '../validation/plan-input.js';
import { DEFAULT_QUESTION_POINTS } from './scoring.js';

// Spec 3 section 5. The web forms and the contract's schemas both apply these rules and limits
// (packages/contract/src/challenge-limits.test.ts proves they agree).

/** A challenge name: at least this many characters (code points; spaces around it not counted)… */
export const CHALLENGE_NAME_MIN = 2;
/** …and at most this many: it heads the ranking and the invite e-mail's subject. */
export const CHALLENGE_NAME_MAX = 80;
/** E-mails a new challenge is created with, at least. */
export const CREATION_PARTICIPANTS_MIN = 2;
/**
 * E-mails added to an existing challenge, at least. The screen's message says two (spec 3
 * section 5 gives both readings); one is enough.
 */
export const ADDED_PARTICIPANTS_MIN = 1;
/** E-mails one request may invite (each is mailed): a large church pastes its list in a few goes. */
export const INVITES_PER_REQUEST_MAX = 500;
/** The longest e-mail address (RFC 5321), as the accounts accept. */
export const INVITE_EMAIL_MAX = 254;
/**
 * The e-mail chip input's suggestion rule, also what an invited address must look like: text, @,
 * text, a dot, at least 2 characters, no spaces (spec 3 section 5).
 */
export const CHALLENGE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/**
 * Challenges one account leads at once (issue 22): room for a church's year of monthly challenges;
 * an ended one can be deleted to start another.
 */
export const CHALLENGES_PER_OWNER_MAX = 20;
/** Questions one challenge holds: one a day for a quarter and more. */
export const QUESTIONS_PER_CHALLENGE_MAX = 100;

export const QUESTION_STATEMENT_MAX = 500;
export const ALTERNATIVES_MIN = 1;
export const ALTERNATIVES_MAX = 10;
export const ALTERNATIVE_MAX_LENGTH = 200;
export const QUESTION_POINTS_MIN = 1;
export const QUESTION_POINTS_MAX = 100;
/** The label of a new alternative when the caller gives none (the web passes its translated word). */
export const DEFAULT_ALTERNATIVE_LABEL = 'Alternative';

/** Why a challenge input is refused. Stable strings: the web maps them to translated messages. */
export type ChallengeProblemCode =
  | 'invalidInput'
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'tooFew'
  | 'tooMany'
  | 'invalidEmail'
  | 'duplicate'
  | 'answerNotAnAlternative'
  | 'notAWholeNumber'
  | 'outOfRange'
  | 'invalidDate'
  | 'startDateAfterEndDate';

/**
 * One refused field, e.g. `{ field: 'challengeTitle', code: 'tooShort' }`. A list item is named
 * with its index: `participants.2`, `alternatives.0`.
 */
export interface ChallengeProblem {
  field: string;
  code: ChallengeProblemCode;
}

/** The checked, normalized value, or every problem found. */
export type ChallengeCheck<Value> = { ok: true; value: Value } | { ok: false; errors: ChallengeProblem[] };

type Report = (field: string, code: ChallengeProblemCode) => undefined;

function collect<Value>(check: (report: Report) => Value | undefined): ChallengeCheck<Value> {
  const errors: ChallengeProblem[] = [];
  const value = check((field, code) => {
    errors.push({ field, code });
    return undefined;
  });
  return errors.length > 0 || value === undefined ? { ok: false, errors } : { ok: true, value };
}

function trimmedText(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A name, statement or alternative: required, trimmed, within its length. */
function checkText(value: unknown, field: string, report: Report, min: number, max: number): string | undefined {
  const text = trimmedText(value);
  if (text === undefined) return report(field, 'invalidInput');
  if (text === '') return report(field, 'required');
  const length = codePointLength(text);
  if (length < min) return report(field, 'tooShort');
  if (length > max) return report(field, 'tooLong');
  return text;
}

/** Lengths count characters (code points), as the contract's schemas do: an emoji is one, not two. */
function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** The challenge name (`challengeTitle`), trimmed: required, 2 to 80 characters. */
export function checkChallengeName(value: unknown, field = 'challengeTitle'): ChallengeCheck<string> {
  return collect((report) => checkText(value, field, report, CHALLENGE_NAME_MIN, CHALLENGE_NAME_MAX));
}

/** Whether the chip input offers the typed text (spaces around it ignored) as an e-mail chip. */
export function isSuggestableEmail(text: string): boolean {
  const email = text.trim();
  return codePointLength(email) <= INVITE_EMAIL_MAX && CHALLENGE_EMAIL_PATTERN.test(email);
}

/** E-mails as they are stored and compared: trimmed, lower-cased, each once (first place kept), blanks dropped. */
export function normalizeEmails(emails: readonly string[]): string[] {
  return [...new Set(emails.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
}

/**
 * A list of invited e-mails: each a valid address, at least `min` different ones, at most
 * INVITES_PER_REQUEST_MAX. The value is the normalized list (see normalizeEmails).
 */
export function checkParticipantEmails(value: unknown, min: number, field = 'participants'): ChallengeCheck<string[]> {
  return collect((report) => {
    if (value === undefined || value === null) return report(field, 'tooFew');
    if (!Array.isArray(value)) return report(field, 'invalidInput');
    const listed: unknown[] = Array.from(value);
    if (listed.length > INVITES_PER_REQUEST_MAX) return report(field, 'tooMany');
    let valid = true;
    listed.forEach((email, i) => {
      if (typeof email === 'string' && isSuggestableEmail(email)) return;
      report(`${field}.${i}`, 'invalidEmail');
      valid = false;
    });
    if (!valid) return undefined;
    const emails = normalizeEmails(listed as string[]);
    return emails.length < min ? report(field, 'tooFew') : emails;
  });
}

/** The e-mails a challenge is created with: at least two different ones. */
export function checkCreationParticipants(value: unknown): ChallengeCheck<string[]> {
  return checkParticipantEmails(value, CREATION_PARTICIPANTS_MIN);
}

/** The e-mails added to a challenge (add-participants and edit screens): at least one. */
export function checkAddedParticipants(value: unknown): ChallengeCheck<string[]> {
  return checkParticipantEmails(value, ADDED_PARTICIPANTS_MIN);
}

/** The challenge's dates: both real `YYYY-MM-DD` days, the start not after the finish. */
export function checkChallengeDates(
  startDate: unknown,
  finishDate: unknown,
): ChallengeCheck<{ startDate: IsoDate; finishDate: IsoDate }> {
  return collect((report) => {
    const date = (value: unknown, field: string) =>
      value === undefined || value === null || value === ''
        ? report(field, 'required')
        : (parseIsoDate(value) ?? report(field, 'invalidDate'));
    const start = date(startDate, 'startDate');
    const finish = date(finishDate, 'finishDate');
    if (start === undefined || finish === undefined) return undefined;
    return start > finish ? report('finishDate', 'startDateAfterEndDate') : { startDate: start, finishDate: finish };
  });
}

/** The wizard's fields, checked together (the reading options are a plan input: validatePlanForm). */
export interface NewChallenge {
  challengeTitle: string;
  participants: string[];
  startDate: IsoDate;
  finishDate: IsoDate;
}

/** A new challenge: its name, its participants (at least two) and its dates. Lists every problem. */
export function checkNewChallenge(input: unknown): ChallengeCheck<NewChallenge> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ field: 'input', code: 'invalidInput' }] };
  }
  const raw = input as Record<string, unknown>;
  const name = checkChallengeName(raw.challengeTitle);
  const participants = checkCreationParticipants(raw.participants);
  const dates = checkChallengeDates(raw.startDate, raw.finishDate);
  if (name.ok && participants.ok && dates.ok) {
    return { ok: true, value: { challengeTitle: name.value, participants: participants.value, ...dates.value } };
  }
  return { ok: false, errors: [name, participants, dates].flatMap((check) => (check.ok ? [] : check.errors)) };
}

/** A quiz question as stored: trimmed texts, the answer one of the alternatives. */
export interface QuestionInput {
  statement: string;
  alternatives: string[];
  answer: string;
  points: number;
}

/**
 * A question from the add or edit form (or an API body): statement required; 1 to 10
 * alternatives, each non-empty, different from the others and at most 200 characters; an answer
 * that is one of them; points a whole number 1-100 (3 when left out). Lists every problem.
 */
export function checkQuestion(input: unknown): ChallengeCheck<QuestionInput> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ field: 'input', code: 'invalidInput' }] };
  }
  const raw = input as Record<string, unknown>;
  return collect((report) => {
    const statement = checkText(raw.statement, 'statement', report, 1, QUESTION_STATEMENT_MAX);
    const alternatives = checkAlternatives(raw.alternatives, report);
    const answer = checkText(raw.answer, 'answer', report, 1, ALTERNATIVE_MAX_LENGTH);
    if (answer !== undefined && alternatives !== undefined && !alternatives.includes(answer)) {
      report('answer', 'answerNotAnAlternative');
    }
    const points = checkPoints(raw.points, report);
    if (statement === undefined || alternatives === undefined || answer === undefined || points === undefined) {
      return undefined;
    }
    return { statement, alternatives, answer, points };
  });
}

function checkAlternatives(value: unknown, report: Report): string[] | undefined {
  if (value === undefined || value === null) return report('alternatives', 'tooFew');
  if (!Array.isArray(value)) return report('alternatives', 'invalidInput');
  const listed: unknown[] = Array.from(value);
  if (listed.length < ALTERNATIVES_MIN) return report('alternatives', 'tooFew');
  if (listed.length > ALTERNATIVES_MAX) return report('alternatives', 'tooMany');
  const seen = new Set<string>();
  let valid = true;
  const alternatives = listed.map((item, i) => {
    const text = checkText(item, `alternatives.${i}`, report, 1, ALTERNATIVE_MAX_LENGTH);
    if (text !== undefined && seen.has(text)) report(`alternatives.${i}`, 'duplicate');
    if (text === undefined || seen.has(text)) valid = false;
    else seen.add(text);
    return text ?? '';
  });
  return valid ? alternatives : undefined;
}

function checkPoints(value: unknown, report: Report): number | undefined {
  if (value === undefined || value === null || value === '') return DEFAULT_QUESTION_POINTS;
  const points = toWholeNumber(value);
  if (Number.isNaN(points)) return report('points', 'notAWholeNumber');
  if (points < QUESTION_POINTS_MIN || points > QUESTION_POINTS_MAX) return report('points', 'outOfRange');
  return points;
}

/**
 * The name of a new alternative: `{label} {n}`, n being one more than the alternatives there
 * are, raised past any name already taken (spec 3: new alternatives are auto-named with a number).
 */
export function nextAlternativeName(existing: readonly string[], label = DEFAULT_ALTERNATIVE_LABEL): string {
  const taken = new Set(existing.map((name) => name.trim()));
  let number = existing.length + 1;
  while (taken.has(`${label} ${number}`)) number += 1;
  return `${label} ${number}`;
}
