import { Temporal } from 'temporal-polyfill';
import { addDays, type IsoDate } from '../dates/calendar-date.js';
import type { ReminderTime } from './reminder-rules.js';

// When a daily reminder fires (issue 13): at the person's local hour:minute, in their IANA time
// zone, once per local day. Clock changes are where reminders usually go wrong:
// - a time that happens twice (the clock goes back) fires once, at its first occurrence;
// - a time that doesn't exist that day (the clock jumps forward over it) fires right after the
//   jump, at the first instant of the new offset;
// - the next reminder is always the following local date's, so a repeated hour never sends twice.
// Temporal (the polyfill until Node ships it) carries the zone rules from the platform's ICU data.

/** One firing of a daily reminder: the local date it is for and the instant it fires. */
export interface ReminderFiring {
  localDate: IsoDate;
  at: Date;
}

/** A server that was down sends the reminders that fell due within this window, and drops older ones. */
export const REMINDER_CATCH_UP_MS = 60 * 60 * 1000;

/** The instant the reminder for `localDate` fires in `zone` (see the rules above). */
export function reminderOn(localDate: IsoDate, time: ReminderTime, zone: string): ReminderFiring {
  const wall = Temporal.PlainDate.from(localDate).toPlainDateTime({ hour: time.hour, minute: time.minute });
  const first = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  // In a gap, 'earlier' lands before the jump at another wall time: fire at the jump itself.
  const fires = first.toPlainDateTime().equals(wall) ? first : (first.getTimeZoneTransition('next') ?? first);
  return { localDate, at: new Date(fires.epochMilliseconds) };
}

/** The local date in `zone` at the instant `at`. */
export function localDateAt(at: Date, zone: string): IsoDate {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();
}

/** The first firing strictly after `after`. */
export function nextReminderAfter(after: Date, time: ReminderTime, zone: string): ReminderFiring {
  const today = localDateAt(after, zone);
  // Yesterday's firing can still be ahead when the time was moved late into a long day; in
  // practice today's or tomorrow's is the one.
  for (const offset of [-1, 0, 1, 2]) {
    const firing = reminderOn(addDays(today, offset), time, zone);
    if (firing.at.getTime() > after.getTime()) return firing;
  }
  return reminderOn(addDays(today, 3), time, zone);
}

/**
 * A reminder whose firing `due` has come when it is `now`: the firing to send, if the latest one
 * due by now is within the catch-up window (after an outage only that one, never a backlog), and
 * the next firing, the first still ahead, on a later local date than any sent.
 */
export function dueReminderOutcome(
  due: ReminderFiring,
  now: Date,
  time: ReminderTime,
  zone: string,
): { send: ReminderFiring | null; next: ReminderFiring } {
  const isAhead = (firing: ReminderFiring) => firing.at.getTime() > now.getTime();
  let latest = due;
  // Down for days: start near now rather than walking every day missed.
  if (now.getTime() - due.at.getTime() > 3 * DAY_MS) {
    const nearNow = reminderOn(addDays(localDateAt(now, zone), -2), time, zone);
    if (nearNow.localDate > due.localDate && !isAhead(nearNow)) latest = nearNow;
  }
  let next = reminderOn(addDays(latest.localDate, 1), time, zone);
  while (!isAhead(next)) {
    latest = next;
    next = reminderOn(addDays(latest.localDate, 1), time, zone);
  }
  if (isAhead(latest)) return { send: null, next: latest };
  const send = now.getTime() - latest.at.getTime() <= REMINDER_CATCH_UP_MS ? latest : null;
  return { send, next };
}

const DAY_MS = 24 * 60 * 60 * 1000;
