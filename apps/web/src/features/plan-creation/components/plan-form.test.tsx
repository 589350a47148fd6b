import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialPlanForm } from '../hooks/plan-form-state.ts';
import { setupPlanCreationI18n, withProviders } from '../test-support.tsx';
import { PlanForm } from './plan-form.tsx';

beforeAll(setupPlanCreationI18n);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const initial = initialPlanForm('2026-03-10');

describe('PlanForm', () => {
  it('shows a reversed reading range next to the end reading, then clears it after 3 s', () => {
    vi.useFakeTimers();
    const reversed = {
      ...initial,
      startReading: { bookIndex: 1, chapter: 1 },
      endReading: { bookIndex: 0, chapter: 5 },
    };
    render(withProviders(<PlanForm initialState={reversed} isEditing={false} />));
    expect(screen.getByRole('button', { name: 'End reading Gen 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The end must come after the start.');
    expect(screen.getByRole('button', { name: 'End reading Gen 5' }).getAttribute('aria-describedby')).toBe(alert.id);
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
    expect(screen.getByRole('alert').textContent).toBe('Enter a number from 1 to 1190.');
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

  it('labels the submit button for editing', () => {
    render(withProviders(<PlanForm initialState={initial} isEditing />));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
