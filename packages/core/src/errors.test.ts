import { describe, expect, it } from 'vitest';
import { isPlanError, PlanError } from './errors.js';

describe('PlanError', () => {
  it('carries the code and field of its first error, and every error', () => {
    const error = new PlanError([
      { field: 'startDate', code: 'required' },
      { field: 'endReading', code: 'readingRangeReversed' },
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PlanError');
    expect(error.code).toBe('required');
    expect(error.field).toBe('startDate');
    expect(error.errors).toEqual([
      { field: 'startDate', code: 'required' },
      { field: 'endReading', code: 'readingRangeReversed' },
    ]);
    expect(error.message).toBe('startDate: required (and 1 more)');
  });

  it('PlanError.of builds a one-error PlanError', () => {
    const error = PlanError.of('chaptersRead', 'nothingToRead');
    expect(error.code).toBe('nothingToRead');
    expect(error.field).toBe('chaptersRead');
    expect(error.errors).toEqual([{ field: 'chaptersRead', code: 'nothingToRead' }]);
    expect(error.message).toBe('chaptersRead: nothingToRead');
  });

  it.each([
    [PlanError.of('x', 'invalidInput'), true],
    [new Error('plain'), false],
    [new TypeError('type'), false],
    [{ code: 'invalidInput', field: 'x' }, false],
    [null, false],
    [undefined, false],
    ['invalidInput', false],
  ])('isPlanError(%o) is %s', (value, expected) => {
    expect(isPlanError(value)).toBe(expected);
  });
});
