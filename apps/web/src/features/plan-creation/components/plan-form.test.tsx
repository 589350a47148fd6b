import { bibleReference, defaultReadingRange, toChapterRef } from '@bible-journey/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialPlanForm } from '../../../components/plan-form/plan-form-state.ts';
import { setupPlanCreationI18n, withProviders } from '../test-support.tsx';
import { PlanForm } from './plan-form.tsx';

beforeAll(setupPlanCreationI18n);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const initial = initialPlanForm('2026-03-10');

describe('PlanForm', () => {
  it('shows a reversed reading range next to the end reading, focused, then clears it after 3 s', async () => {
    vi.useFakeTimers();
    const reversed = {
      ...initial,
      startReading: { bookIndex: 1, chapter: 1 },
      endReading: { bookIndex: 0, chapter: 5 },
    };
    render(withProviders(<PlanForm initialState={reversed} isEditing={false} />));
    expect(screen.getByRole('button', { name: 'End reading Gen 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    // The form checks on submit asynchronously: let it settle without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The end must come after the start.');
    const endReading = screen.getByRole('button', { name: 'End reading Gen 5' });
    expect(endReading.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(endReading);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the number of days once "number of days" is chosen', async () => {
    render(withProviders(<PlanForm initialState={initial} isEditing={false} />));
    expect(await screen.findByText('End date')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plan by number of days' }));
    expect(screen.queryByText('End date')).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of days' }), { target: { value: '1191' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a number from 1 to 1190.');
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Number of days' }));
  });

  it('goes back to a plan between two dates when more options close', () => {
    render(withProviders(<PlanForm initialState={initial} isEditing={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plan by chapters per day' }));
    expect(screen.queryByText('End date')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Chapters per day' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByText('End date')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it("starts the new order's whole range when the reading order changes", () => {
    const moved = {
      ...initial,
      startReading: { bookIndex: 1, chapter: 1 },
      endReading: { bookIndex: 18, chapter: 150 },
    };
    render(withProviders(<PlanForm initialState={moved} isEditing={false} />));
    expect(screen.getByRole('button', { name: 'Start reading Exod 1' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Reading order' }), { target: { value: 'chronological' } });
    const range = defaultReadingRange('chronological');
    const reference = (position: typeof range.start) => bibleReference(toChapterRef(position), 'en');
    expect(screen.getByRole('button', { name: `Start reading ${reference(range.start)}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `End reading ${reference(range.end)}` })).toBeTruthy();
  });

  it('shows the live preview, balanced by reading time when asked', () => {
    render(withProviders(<PlanForm initialState={initial} isEditing={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('button', { name: 'Plan by number of days' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of days' }), { target: { value: '30' } });
    expect(screen.getByText('Days of reading: 30')).toBeTruthy();
    const longest = () => Number(/(\d+) min/.exec(screen.getByText(/Longest day/).textContent ?? '')?.[1]);
    const byChapters = longest();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Balance by reading time' }));
    expect(longest()).toBeLessThan(byChapters);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of days' }), { target: { value: '' } });
    expect(screen.getByText("Fill in the form to see how long each day's reading will take.")).toBeTruthy();
  });

  it('warns before creating when a day would take more than an hour, naming the longest day', () => {
    // The old default on 31 December: the whole Bible in a single day.
    const oneDay = { ...initial, startDate: '2026-12-31', endDate: '2026-12-31' };
    render(withProviders(<PlanForm initialState={oneDay} isEditing={false} />));
    const submit = screen.getByRole('button', { name: 'Create plan' });
    const warning = document.getElementById(submit.getAttribute('aria-describedby') ?? '');
    expect(warning?.getAttribute('aria-live')).toBe('polite');
    expect(warning?.textContent).toMatch(
      /^Some days would take more than an hourThe longest, on December 31, 2026, is about \d{1,2},\d{3} minutes of reading\. Choose a later end date, more days or fewer books\.$/,
    );
  });

  it('says nothing of long days for the default form (a year from today)', () => {
    render(withProviders(<PlanForm initialState={initial} isEditing={false} />));
    const submit = screen.getByRole('button', { name: 'Create plan' });
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe('');
    expect(screen.queryByText('Some days would take more than an hour')).toBeNull();
  });

  it('labels the submit button for editing', () => {
    render(withProviders(<PlanForm initialState={initial} isEditing />));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
