import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../test/i18n.ts';
import { reminderStrings } from './reminder-strings.ts';
import { TimePicker } from './time-picker.tsx';

beforeAll(async () => {
  await setupTestI18n();
  await reminderStrings.load('en');
});
// A British English browser: the 24-hour clock, as in pt, pl and id (en-US below).
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPicker(onSave = vi.fn(async () => undefined)) {
  render(<TimePicker initial={{ hour: 17, minute: 0 }} onSave={onSave} onCancel={() => undefined} />);
  return {
    onSave,
    hour: screen.getByRole('textbox', { name: 'Hour' }) as HTMLInputElement,
    minute: screen.getByRole('textbox', { name: 'Minutes' }) as HTMLInputElement,
  };
}

describe('the reminder time picker (spec 1 section 5)', () => {
  it('opens on 17:00, in a group named for the time of day, with numeric keyboards', () => {
    const { hour, minute } = renderPicker();
    expect([hour.value, minute.value]).toEqual(['17', '00']);
    expect(hour.inputMode).toBe('numeric');
    expect(screen.getByRole('group', { name: 'Time of day (24-hour)' })).toBeTruthy();
  });

  it('takes hours 0-23 and minutes 0-59 only, two digits, and pads when left; empty becomes 00', async () => {
    const { hour, minute, onSave } = renderPicker();
    await userEvent.clear(hour);
    await userEvent.type(hour, '24x');
    expect(hour.value).toBe('2');
    await userEvent.clear(minute);
    await userEvent.type(minute, '7');
    await userEvent.tab();
    expect(minute.value).toBe('07');
    await userEvent.clear(minute);
    await userEvent.type(minute, '65');
    expect(minute.value).toBe('6');
    await userEvent.clear(hour);
    fireEvent.blur(hour);
    expect(hour.value).toBe('00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ hour: 0, minute: 6 });
  });

  it('moves on to the minutes after two hour digits on a touch keyboard, not on a desktop one', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const { hour, minute } = renderPicker();
    await userEvent.clear(hour);
    await userEvent.type(hour, '07');
    expect(document.activeElement).toBe(minute);
    cleanup();
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const desktop = renderPicker();
    await userEvent.clear(desktop.hour);
    await userEvent.type(desktop.hour, '07');
    expect(document.activeElement).toBe(desktop.hour);
  });

  it('in the United States, reads 1-12 with AM or PM, keeping the 24-hour time', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const onSave = vi.fn(async () => undefined);
    render(<TimePicker initial={{ hour: 17, minute: 5 }} onSave={onSave} onCancel={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Time of day' })).toBeTruthy();
    const hour = screen.getByRole('textbox', { name: 'Hour' }) as HTMLInputElement;
    const period = screen.getByRole('combobox', { name: 'Morning or afternoon' }) as HTMLSelectElement;
    expect([hour.value, period.value]).toEqual(['05', 'pm']);
    await userEvent.clear(hour);
    await userEvent.type(hour, '13');
    expect(hour.value).toBe('1');
    await userEvent.clear(hour);
    fireEvent.blur(hour);
    expect(hour.value).toBe('12');
    await userEvent.selectOptions(period, 'AM');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ hour: 0, minute: 5 });
  });
});
