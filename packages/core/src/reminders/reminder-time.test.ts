import { describe, expect, it } from 'vitest';
import { isReminderTime, isTimeZone } from './reminder-rules.js';
import { dueReminderOutcome, nextReminderAfter, reminderOn } from './reminder-time.js';

const at = (localDate: string, hour: number, minute: number, zone: string) =>
  reminderOn(localDate, { hour, minute }, zone).at.toISOString();

describe('reminderOn', () => {
  it('fires at the local time on an ordinary day', () => {
    expect(at('2026-11-24', 7, 30, 'America/Sao_Paulo')).toBe('2026-11-24T10:30:00.000Z');
    expect(at('2026-11-24', 7, 30, 'Asia/Jakarta')).toBe('2026-11-24T00:30:00.000Z');
    expect(at('2026-11-24', 0, 0, 'Pacific/Auckland')).toBe('2026-11-23T11:00:00.000Z');
  });

  it('fires right after the jump when the clock skips the time', () => {
    // São Paulo's summer time began at midnight: 00:00 became 01:00.
    expect(at('2018-11-04', 0, 30, 'America/Sao_Paulo')).toBe('2018-11-04T03:00:00.000Z');
    expect(at('2026-03-29', 2, 30, 'Europe/Warsaw')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-08', 2, 15, 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(at('2026-09-27', 2, 30, 'Pacific/Auckland')).toBe('2026-09-26T14:00:00.000Z');
  });

  it('fires once, at the first pass, when the clock goes back over the time', () => {
    expect(at('2019-02-16', 23, 30, 'America/Sao_Paulo')).toBe('2019-02-17T01:30:00.000Z');
    expect(at('2026-10-25', 2, 30, 'Europe/Warsaw')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-11-01', 1, 30, 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(at('2026-04-05', 2, 30, 'Pacific/Auckland')).toBe('2026-04-04T13:30:00.000Z');
  });
});

describe('nextReminderAfter', () => {
  it('is today’s firing until it has passed, then tomorrow’s', () => {
    const time = { hour: 7, minute: 30 };
    expect(nextReminderAfter(new Date('2026-11-24T10:29:59Z'), time, 'America/Sao_Paulo')).toEqual({
      localDate: '2026-11-24',
      at: new Date('2026-11-24T10:30:00Z'),
    });
    expect(nextReminderAfter(new Date('2026-11-24T10:30:00Z'), time, 'America/Sao_Paulo').localDate).toBe('2026-11-25');
  });
});

describe('dueReminderOutcome', () => {
  const time = { hour: 7, minute: 30 };
  const zone = 'America/Sao_Paulo';
  const due = reminderOn('2026-11-24', time, zone);

  it('sends a firing a few minutes late, and schedules the next day’s', () => {
    const outcome = dueReminderOutcome(due, new Date('2026-11-24T10:34:00Z'), time, zone);
    expect(outcome.send).toEqual(due);
    expect(outcome.next.localDate).toBe('2026-11-25');
  });

  it('drops a firing more than an hour old', () => {
    const outcome = dueReminderOutcome(due, new Date('2026-11-24T11:31:00Z'), time, zone);
    expect(outcome.send).toBeNull();
    expect(outcome.next.localDate).toBe('2026-11-25');
  });

  it('after days down, sends only a firing of the last hour', () => {
    const outcome = dueReminderOutcome(due, new Date('2026-11-30T10:45:00Z'), time, zone);
    expect(outcome.send?.localDate).toBe('2026-11-30');
    expect(outcome.next.localDate).toBe('2026-12-01');
  });
});

describe('validation', () => {
  it('accepts IANA zone names and refuses offsets and unknown names', () => {
    for (const zone of ['America/Sao_Paulo', 'Europe/Warsaw', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+3']) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of ['+03:00', '-0300', 'Mars/Olympus_Mons', '', 'America/', 42, null, 'a'.repeat(65)]) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });

  it('accepts hours 0-23 and minutes 0-59', () => {
    expect(isReminderTime({ hour: 0, minute: 0 })).toBe(true);
    expect(isReminderTime({ hour: 23, minute: 59 })).toBe(true);
    expect(isReminderTime({ hour: 24, minute: 0 })).toBe(false);
    expect(isReminderTime({ hour: 7, minute: 60 })).toBe(false);
    expect(isReminderTime({ hour: 7.5, minute: 0 })).toBe(false);
  });
});
