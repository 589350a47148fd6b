import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-date.js';
import { isoDateArb } from '../test-support/plan-arbitraries.js';
import type { ReminderTime } from './reminder-rules.js';
import { dueReminderOutcome, nextReminderAfter, REMINDER_CATCH_UP_MS, reminderOn } from './reminder-time.js';

// The reminder's time math against the platform's own clock (Intl.DateTimeFormat, independent of
// the Temporal polyfill the code uses), in five zones: two with northern summer time, two with
// southern (São Paulo until 2019, Auckland), one with none (Jakarta). Dates from 1995 to 2095.

const ZONES = ['America/Sao_Paulo', 'America/New_York', 'Europe/Warsaw', 'Asia/Jakarta', 'Pacific/Auckland'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall clock in `zone` at the instant: date, hour and minute, as a person there reads it. */
function wallAt(at: number, zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const zoneArb = fc.constantFrom(...ZONES);
// Hours around midnight and 1-3 a.m. come often: that is where clocks change.
const timeArb: fc.Arbitrary<ReminderTime> = fc.record({
  hour: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 23 })),
  minute: fc.oneof(fc.constantFrom(0, 30, 59), fc.integer({ min: 0, max: 59 })),
});
const minutesOf = (time: ReminderTime) => time.hour * 60 + time.minute;

describe('a reminder fires at the local time, once a local day, across clock changes', () => {
  it('fires on its local date at its time, or right after a jump over it; a repeated time fires at its first occurrence', () => {
    fc.assert(
      fc.property(zoneArb, isoDateArb, timeArb, (zone, date, time) => {
        const at = reminderOn(date, time, zone).at.getTime();
        const wall = wallAt(at, zone);
        expect(wall.date).toBe(date);
        if (wall.minutes === minutesOf(time)) {
          // Not the second pass of a repeated hour: an hour earlier the clock didn't show this time.
          const hourBefore = wallAt(at - HOUR, zone);
          expect(hourBefore.date === date && hourBefore.minutes === minutesOf(time)).toBe(false);
        } else {
          // The time didn't exist: a minute before, the clock was short of it; now it is past it.
          expect(wallAt(at - MINUTE, zone).minutes < minutesOf(time) || wallAt(at - MINUTE, zone).date < date).toBe(
            true,
          );
          expect(wall.minutes).toBeGreaterThan(minutesOf(time));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('fires on the days of a clock change too: the next firing is 22 to 26 hours later, never the same day', () => {
    fc.assert(
      fc.property(zoneArb, isoDateArb, timeArb, (zone, date, time) => {
        const today = reminderOn(date, time, zone).at.getTime();
        const tomorrow = reminderOn(addDays(date, 1), time, zone).at.getTime();
        expect(tomorrow - today).toBeGreaterThanOrEqual(22 * HOUR);
        expect(tomorrow - today).toBeLessThanOrEqual(26 * HOUR);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the first firing after any instant, with none missed in between', () => {
    const instantArb = fc.integer({ min: Date.UTC(1995, 0, 2), max: Date.UTC(2095, 11, 30) });
    fc.assert(
      fc.property(zoneArb, instantArb, timeArb, (zone, after, time) => {
        const next = nextReminderAfter(new Date(after), time, zone);
        expect(next.at.getTime()).toBeGreaterThan(after);
        expect(next.at.getTime() - after).toBeLessThanOrEqual(26 * HOUR);
        const around = wallAt(after, zone).date;
        for (const offset of [-1, 0, 1]) {
          const firing = reminderOn(addDays(around, offset), time, zone).at.getTime();
          expect(firing <= after || firing >= next.at.getTime()).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('sends every local day exactly once over a year of a scheduler waking a few minutes late', () => {
    fc.assert(
      fc.property(
        zoneArb,
        isoDateArb,
        timeArb,
        fc.array(fc.integer({ min: 0, max: 5 * MINUTE }), { minLength: 1, maxLength: 20 }),
        (zone, start, time, delays) => {
          let firing = reminderOn(start, time, zone);
          const sent: string[] = [];
          for (let day = 0; day < 400; day += 1) {
            const now = new Date(firing.at.getTime() + (delays[day % delays.length] ?? 0));
            const outcome = dueReminderOutcome(firing, now, time, zone);
            if (outcome.send) sent.push(outcome.send.localDate);
            firing = outcome.next;
          }
          expect(sent).toHaveLength(400);
          expect(sent).toEqual(sent.map((_, index) => addDays(start, index)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('after an outage, sends only the latest firing when it is within the hour, and goes on from the next', () => {
    fc.assert(
      fc.property(
        zoneArb,
        isoDateArb,
        timeArb,
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        (zone, date, time, downMinutes) => {
          const due = reminderOn(date, time, zone);
          const now = new Date(due.at.getTime() + downMinutes * MINUTE);
          const { send, next } = dueReminderOutcome(due, now, time, zone);
          expect(next.at.getTime()).toBeGreaterThan(now.getTime());
          expect(next).toEqual(nextReminderAfter(now, time, zone));
          if (send) {
            expect(now.getTime() - send.at.getTime()).toBeLessThanOrEqual(REMINDER_CATCH_UP_MS);
            expect(send.at.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(reminderOn(addDays(send.localDate, 1), time, zone)).toEqual(next);
          } else {
            // Nothing due within the hour: the latest firing before now is older than that.
            const latest = reminderOn(addDays(next.localDate, -1), time, zone);
            expect(now.getTime() - latest.at.getTime()).toBeGreaterThan(REMINDER_CATCH_UP_MS);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
