import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../test/i18n.ts';
import { WeekDaySelector } from './week-day-selector.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

function Harness() {
  const [blocked, setBlocked] = useState<number[]>([]);
  const toggle = (day: number) =>
    setBlocked((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day]));
  return <WeekDaySelector blocked={blocked} onToggle={toggle} />;
}

describe('WeekDaySelector', () => {
  it('shows seven pressed toggles named by weekday, Sunday first', () => {
    render(<Harness />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'true')).toBe(true);
  });

  it('shows the abbreviations where they fit, with no second form', () => {
    render(<Harness />);
    const sunday = screen.getByRole('button', { name: 'Sunday' });
    expect(sunday.textContent).toBe('Sun');
  });

  it('gives Polish a week from Monday, and two letters that tell the days apart beside its long abbreviations', async () => {
    await i18next.changeLanguage('pl');
    render(<Harness />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'poniedziałek',
      'wtorek',
      'środa',
      'czwartek',
      'piątek',
      'sobota',
      'niedziela',
    ]);
    // One letter would be "P" for both poniedziałek and piątek.
    expect(buttons.map((button) => button.children[1]?.textContent)).toEqual([
      'Po',
      'Wt',
      'Śr',
      'Cz',
      'Pt',
      'So',
      'Ni',
    ]);
    const sunday = screen.getByRole('button', { name: 'niedziela' });
    const [short, narrow] = Array.from(sunday.children);
    expect(short?.textContent).toBe('niedz.');
    expect(narrow?.textContent).toBe('Ni');
    expect(short?.className).not.toBe('');
    expect(narrow?.className).not.toBe(short?.className);
  });

  it('disables the last open day and says why', () => {
    render(<Harness />);
    for (const name of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      fireEvent.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('button', { name: 'Monday' }).getAttribute('aria-pressed')).toBe('false');
    const saturday = screen.getByRole('button', { name: 'Saturday' }) as HTMLButtonElement;
    expect(saturday.disabled).toBe(true);
    const hint = document.getElementById(saturday.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Keep at least one reading day.');
    fireEvent.click(screen.getByRole('button', { name: 'Monday' }));
    expect(saturday.disabled).toBe(false);
  });
});
