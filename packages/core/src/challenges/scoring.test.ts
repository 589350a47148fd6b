import { describe, expect, it } from 'vitest';
import { isPlanError } from '../errors.js';
import { planProgress } from '../progress/progress.js';
import {
  APP_SHARE_COPIED_MS,
  CHECKLIST_MEASURE_DELAY_MS,
  conclusionBasisPoints,
  conclusionPercentage,
  DEFAULT_QUESTION_POINTS,
  FORM_ERROR_CLEAR_MS,
  INVITE_MODAL_DELAY_MS,
  LINK_COPIED_MS,
  PODIUM_REVEAL_MS,
  PODIUM_SIZE,
  POINTS_POPUP_LEAVE_MS,
  POINTS_POPUP_MS,
  PREMIUM_PRICES,
  QUESTION_ADDED_MESSAGE_MS,
  RANKING_TABLE_FIRST_POSITION,
  READING_POINTS_PER_DAY,
  readingPointsChange,
  scoreAnswer,
  totalPoints,
  WRONG_ANSWER_HIGHLIGHT_MS,
} from './scoring.js';

describe('the constants of spec 3 section 9', () => {
  it.each<[string, number, number]>([
    ['READING_POINTS_PER_DAY', READING_POINTS_PER_DAY, 1],
    ['DEFAULT_QUESTION_POINTS', DEFAULT_QUESTION_POINTS, 3],
    ['PODIUM_SIZE', PODIUM_SIZE, 3],
    ['RANKING_TABLE_FIRST_POSITION', RANKING_TABLE_FIRST_POSITION, 4],
    ['PODIUM_REVEAL_MS', PODIUM_REVEAL_MS, 4000],
    ['POINTS_POPUP_MS', POINTS_POPUP_MS, 1000],
    ['POINTS_POPUP_LEAVE_MS', POINTS_POPUP_LEAVE_MS, 1000],
    ['INVITE_MODAL_DELAY_MS', INVITE_MODAL_DELAY_MS, 500],
    ['WRONG_ANSWER_HIGHLIGHT_MS', WRONG_ANSWER_HIGHLIGHT_MS, 1000],
    ['FORM_ERROR_CLEAR_MS', FORM_ERROR_CLEAR_MS, 3000],
    ['LINK_COPIED_MS', LINK_COPIED_MS, 2000],
    ['APP_SHARE_COPIED_MS', APP_SHARE_COPIED_MS, 4000],
    ['CHECKLIST_MEASURE_DELAY_MS', CHECKLIST_MEASURE_DELAY_MS, 500],
    ['QUESTION_ADDED_MESSAGE_MS', QUESTION_ADDED_MESSAGE_MS, 10_000],
  ])('%s is %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('prices are 20 a month and 100 a challenge', () => {
    expect(PREMIUM_PRICES).toEqual({ subscription: 20, oneTime: 100 });
    expect(Object.isFrozen(PREMIUM_PRICES)).toBe(true);
  });
});

describe('conclusionPercentage', () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [5, 0, 0],
    [0, 10, 0],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [3, 3, 100],
    [1, 365, 0.27],
    [364, 365, 99.73],
    [1, 20_000, 0.01],
    [1, 40_000, 0],
    [1, 8, 12.5],
    [4, 3, 100],
  ])('%d of %d days -> %d', (read, days, expected) => {
    expect(conclusionPercentage(read, days)).toBe(expected);
    expect(conclusionBasisPoints(read, days)).toBe(Math.round(expected * 100));
  });

  it('is the personal plan’s progress for the same days', () => {
    for (const days of [1, 3, 7, 90, 365, 1190]) {
      for (const read of [0, 1, Math.floor(days / 3), days - 1, days].filter((n) => n >= 0 && n <= days)) {
        const plan = Array.from({ length: days }, (_, i) => ({ read: i < read }));
        expect(conclusionPercentage(read, days)).toBe(planProgress(plan as never));
      }
    }
  });

  it.each([
    [-1, 3],
    [1, -3],
    [1.5, 3],
    [Number.NaN, 3],
    [1, Number.POSITIVE_INFINITY],
  ])('refuses counts that are not whole numbers >= 0 (%d of %d)', (read, days) => {
    expect(() => conclusionPercentage(read, days)).toThrow(expect.objectContaining({ code: 'outOfRange' }));
  });
});

describe('totalPoints', () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [10, 0, 10],
    [0, 9, 9],
    [120, 15, 135],
  ])('%d read days + %d question points = %d', (readDays, questionPoints, expected) => {
    expect(totalPoints({ readDays, questionPoints })).toBe(expected);
  });

  it('refuses a negative count', () => {
    let error: unknown;
    try {
      totalPoints({ readDays: -1, questionPoints: 0 });
    } catch (caught) {
      error = caught;
    }
    expect(isPlanError(error) && error.field).toBe('readDays');
  });
});

describe('readingPointsChange', () => {
  it.each<[boolean, boolean, number]>([
    [false, true, 1],
    [true, false, -1],
    [true, true, 0],
    [false, false, 0],
  ])('%s -> %s: %d', (wasRead, isRead, expected) => {
    expect(readingPointsChange(wasRead, isRead)).toBe(expected);
  });
});

describe('scoreAnswer', () => {
  const question = { answer: 'Moses', points: 5 };
  it.each<[string, boolean, number]>([
    ['Moses', true, 5],
    ['  Moses ', true, 5],
    ['moses', false, 0],
    ['Aaron', false, 0],
    ['', false, 0],
  ])('%o -> correct %s, %d points', (userAnswer, answerIsCorrect, points) => {
    expect(scoreAnswer(userAnswer, question)).toEqual({ answerIsCorrect, points });
  });
});
