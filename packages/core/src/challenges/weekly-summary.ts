import { addDays, type IsoDate, weekDayOf } from '../dates/calendar-date.js';
import { daysBehind, type ParticipantProgressInput } from './leader-progress.js';

// The leader's weekly summary (issue 23, "Beyond what leaders have elsewhere"): who is on track,
// who fell behind and who has not started, by the progress view's own rule (daysBehind).

/** Where a participant stands in the week's summary. */
export type SummaryStanding = 'onTrack' | 'behind' | 'notStarted';

export const SUMMARY_STANDINGS: readonly SummaryStanding[] = ['onTrack', 'behind', 'notStarted'];

/**
 * On track: no day behind (daysBehind, as the progress view counts it). Otherwise a participant
 * who has nothing read has not started; one who has read something fell behind.
 */
export function summaryStanding(
  participant: Pick<ParticipantProgressInput, 'readDays' | 'dayCount' | 'daysDueByToday'>,
): SummaryStanding {
  if (daysBehind(participant) === 0) return 'onTrack';
  return participant.readDays === 0 ? 'notStarted' : 'behind';
}

/** Names listed per group in the mail; the rest are counted ("and 12 more"). */
export const SUMMARY_NAMES_MAX = 10;

/** One group of the summary: how many, and the first names in alphabetical order. */
export interface SummaryGroup {
  count: number;
  names: string[];
}

const nameCollator = new Intl.Collator('und', { sensitivity: 'base', numeric: true });

/**
 * The participants of a challenge in the three groups, each with its count and its first
 * `namesMax` names by name: the mail stays short whatever the challenge's size.
 */
export function summaryGroups(
  participants: readonly Pick<ParticipantProgressInput, 'name' | 'readDays' | 'dayCount' | 'daysDueByToday'>[],
  namesMax = SUMMARY_NAMES_MAX,
): Record<SummaryStanding, SummaryGroup> {
  const names: Record<SummaryStanding, string[]> = { onTrack: [], behind: [], notStarted: [] };
  for (const participant of participants) names[summaryStanding(participant)].push(participant.name);
  const group = (all: string[]): SummaryGroup => ({
    count: all.length,
    names: all.sort(nameCollator.compare).slice(0, namesMax),
  });
  return { onTrack: group(names.onTrack), behind: group(names.behind), notStarted: group(names.notStarted) };
}

/** The hour (UTC) of Monday from which the week's summary is due. */
export const SUMMARY_HOUR_UTC = 7;

/**
 * The week whose summary is due at `now`: its Monday. A week's summary is due from its Monday at
 * SUMMARY_HOUR_UTC until the next one's, so a server away on Monday sends it when it is back.
 */
export function summaryWeekOf(now: Date): IsoDate {
  const shifted = new Date(now.getTime() - SUMMARY_HOUR_UTC * 60 * 60 * 1000).toISOString().slice(0, 10);
  // weekDayOf: Sunday 0 … Saturday 6; Monday starts the week.
  return addDays(shifted, -((weekDayOf(shifted) + 6) % 7));
}

/**
 * The challenges in the summary of the week starting `weekStart`: those that began before that
 * Monday (`startsBefore`) and still ran in the week before it (`endsOnOrAfter`), the week the
 * summary looks back on.
 */
export function summaryWindow(weekStart: IsoDate): { startsBefore: IsoDate; endsOnOrAfter: IsoDate } {
  return { startsBefore: weekStart, endsOnOrAfter: addDays(weekStart, -7) };
}

/** Whether a challenge belongs in the summary of the week starting `weekStart` (summaryWindow). */
export function isInWeeklySummary(challenge: { startDate: IsoDate; finishDate: IsoDate }, weekStart: IsoDate): boolean {
  const { startsBefore, endsOnOrAfter } = summaryWindow(weekStart);
  return challenge.startDate < startsBefore && challenge.finishDate >= endsOnOrAfter;
}
