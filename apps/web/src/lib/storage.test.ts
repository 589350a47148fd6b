import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from './session.ts';
import { storedValue } from './storage.ts';

const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every(Number.isFinite);

afterEach(() => localStorage.clear());

describe('storedValue', () => {
  it('reads the fallback, then what was set, as the same object until it changes', () => {
    const marks = storedValue('marks', [] as number[], isNumberList);
    expect(marks.get()).toEqual([]);
    marks.set([1, 2]);
    expect(marks.get()).toEqual([1, 2]);
    expect(marks.get()).toBe(marks.get());
    expect(JSON.parse(localStorage.getItem('marks') ?? '')).toEqual([1, 2]);
  });

  it('falls back on broken or foreign data instead of crashing', () => {
    localStorage.setItem('marks', '{not json');
    expect(storedValue('marks', [7], isNumberList).get()).toEqual([7]);
    localStorage.setItem('marks', '"a string"');
    expect(storedValue('marks', [7], isNumberList).get()).toEqual([7]);
  });

  it('tells subscribers about changes, and stops when they leave', () => {
    const marks = storedValue('marks', [] as number[], isNumberList);
    const listener = vi.fn();
    const leave = marks.subscribe(listener);
    marks.set([3]);
    marks.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    marks.set([4]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('marks')).toBe('[4]');
  });
});

describe('session', () => {
  it('keeps a signed-in user and refuses a malformed one', () => {
    const user = {
      id: 'u1',
      name: 'Ruth',
      email: 'ruth@example.com',
      picture: null,
      language: null,
      hasConfirmedAccount: false,
    };
    session.set({ user, token: 'a.b.c' });
    expect(session.get()).toEqual({ user, token: 'a.b.c' });
    localStorage.setItem('session', JSON.stringify({ token: 42 }));
    expect(session.get()).toBeNull();
  });
});
