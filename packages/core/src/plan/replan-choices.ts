import type { CalendarDay } from '../calendar/calendar-day.js';
import { byDate } from '../calendar/month-groups.js';
import type { IsoDate } from '../dates/calendar-date.js';
import { readingMinutes } from '../progress/reading-time.js';
import { type ReplanOptions, replan, replanUntil } from '../replan/replan.js';
import { keepPaceEndDate } from './keep-pace.js';
import { overdueCount } from './late-plan.js';

/** How heavy the days to read are: chapters a day (fewest, most) and minutes a day on average. */
export interface DayLoad {
  chaptersPerDay: { min: number; max: number };
  /** Core's reading-time estimate (`readingMinutes`) averaged over the days, rounded. */
  minutesPerDay: number;
}

/** One way back for a late plan, as it would be. */
export interface ReplanChoice extends DayLoad {
  days: CalendarDay[];
  /** The rebuilt plan's last date. */
  endDate: IsoDate;
}

/** What the late dialog previews: the plan now, and both ways of rebuilding it from today. */
export interface ReplanChoices {
  readingsBehind: number;
  /** The unread days as they stand. */
  now: DayLoad & { endDate: IsoDate };
  /** The end date stays; chapters a day rise (`replan`). */
  keepEnd: ReplanChoice;
  /** Chapters a day stay; the end date moves (`replanKeepingPace`). */
  keepPace: ReplanChoice & {
    /** The date to replan up to (`replanUntil`, the replan structural change's `endDate`). */
    until: IsoDate;
  };
}

/** The load of the unread days of a plan (all zero when none is left). */
export function unreadLoad(days: readonly CalendarDay[]): DayLoad {
  const unread = days.filter((day) => !day.read);
  if (unread.length === 0) return { chaptersPerDay: { min: 0, max: 0 }, minutesPerDay: 0 };
  const chapters = unread.map((day) => day.readingDetails.length);
  const minutes = unread.reduce((sum, day) => sum + readingMinutes(day), 0);
  return {
    chaptersPerDay: { min: Math.min(...chapters), max: Math.max(...chapters) },
    minutesPerDay: Math.round(minutes / unread.length),
  };
}

const lastDate = (days: readonly CalendarDay[], fallback: IsoDate): IsoDate =>
  [...days].sort(byDate).at(-1)?.date ?? fallback;

/** Both ways back for a late plan, computed for a preview before one is chosen. */
export function replanChoices(days: CalendarDay[], options: ReplanOptions): ReplanChoices {
  const keepEnd = replan(days, options);
  const until = keepPaceEndDate(days, options);
  const keepPace = replanUntil(days, options, until);
  return {
    readingsBehind: overdueCount(days, options.today),
    now: { ...unreadLoad(days), endDate: lastDate(days, options.today) },
    keepEnd: { days: keepEnd, endDate: lastDate(keepEnd, options.today), ...unreadLoad(keepEnd) },
    keepPace: { days: keepPace, endDate: lastDate(keepPace, options.today), until, ...unreadLoad(keepPace) },
  };
}
