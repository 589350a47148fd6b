import { PlanError } from '../errors.js';
import { PODIUM_SIZE } from './scoring.js';

/** The ranking's three tabs (spec 3 section 2): general by total points, questions, reading by conclusion. */
export const RANKING_TABS = ['general', 'questions', 'reading'] as const;
export type RankingTab = (typeof RANKING_TABS)[number];
export const DEFAULT_RANKING_TAB: RankingTab = 'general';

/** A page of the ranking: entries per request by default, and at most. */
export const RANKING_PAGE_DEFAULT = 50;
export const RANKING_PAGE_MAX = 200;

export function isRankingTab(value: unknown): value is RankingTab {
  return RANKING_TABS.includes(value as RankingTab);
}

/** What orders a member in the ranking: the three scores, when the points last changed, and the member id. */
export interface RankingKey {
  /** The member id (rankingId): the last tie-breaker, so the order is total. */
  id: string;
  totalPoints: number;
  questionPoints: number;
  conclusionPercentage: number;
  /** When the member's points last changed (ISO 8601 with an offset, microseconds kept, or a Date). */
  pointsChangedAt: string | Date;
}

/** The score a tab ranks by and shows: totalPoints, questionPoints or conclusionPercentage. */
export function rankingValue(entry: Omit<RankingKey, 'id' | 'pointsChangedAt'>, tab: RankingTab): number {
  if (tab === 'questions') return entry.questionPoints;
  if (tab === 'reading') return entry.conclusionPercentage;
  return entry.totalPoints;
}

/**
 * The ranking order of a tab, as the database indexes it (decision 0009): the higher score first;
 * of equal scores, who got there first (the earlier pointsChangedAt); then the member id.
 */
export function compareRanking(tab: RankingTab): (a: RankingKey, b: RankingKey) => number {
  return (a, b) =>
    rankingValue(b, tab) - rankingValue(a, tab) ||
    compareInstants(a.pointsChangedAt, b.pointsChangedAt) ||
    compareIds(a.id, b.id);
}

/** A sorted copy of the entries, in the tab's ranking order. */
export function sortRanking<Entry extends RankingKey>(entries: readonly Entry[], tab: RankingTab): Entry[] {
  return [...entries].sort(compareRanking(tab));
}

/**
 * The places of consecutive entries of a tab in ranking order, shared by equal scores ("1, 2, 2, 4",
 * as in sport): `scores` are the entries' scores, `firstOrdinal` the first one's rank in the order
 * (1 on the first page), `firstPlace` its place (1 + how many score higher). Each next entry takes
 * its ordinal, or the place before it when its score is the same.
 */
export function sharedPlaces(scores: readonly number[], firstOrdinal: number, firstPlace: number): number[] {
  const places: number[] = [];
  scores.forEach((score, index) => {
    const previous = places[index - 1];
    if (previous === undefined) places.push(firstPlace);
    else places.push(score === scores[index - 1] ? previous : firstOrdinal + index);
  });
  return places;
}

/**
 * The podium's display order, 2-1-3 (silver, gold, bronze), from the top entries in ranking order;
 * with fewer than three, the places there are (1 alone; 2-1).
 */
export function podiumOrder<Entry>(top: readonly Entry[]): Entry[] {
  const [first, second, third] = top;
  return [second, first, third].filter((entry): entry is Entry => entry !== undefined);
}

/** The ranking split into the podium (in ranking order, positions 1-3) and the table (position 4 on). */
export function splitRanking<Entry>(ranked: readonly Entry[]): { podium: Entry[]; table: Entry[] } {
  return { podium: ranked.slice(0, PODIUM_SIZE), table: ranked.slice(PODIUM_SIZE) };
}

/**
 * Whether a member takes part in the ranking (and so sees the +1/−1 points popup): every
 * participant, and the owner only when the challenge includes leaders.
 */
export function isInRanking(member: { isOwner: boolean }, includeLeaders: boolean): boolean {
  return !member.isOwner || includeLeaders;
}

/** Postgres orders uuids by their bytes, which is the order of their lower-case text. */
function compareIds(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Earlier first. Date.parse keeps milliseconds only; the database's microseconds are compared after them. */
export function compareInstants(a: string | Date, b: string | Date): number {
  const [msA, microA] = instantParts(a, 'a');
  const [msB, microB] = instantParts(b, 'b');
  return msA - msB || microA - microB;
}

const FRACTION = /[T ]\d{2}:\d{2}:\d{2}\.(\d+)/;

function instantParts(value: string | Date, field: string): [number, number] {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) throw PlanError.of(field, 'invalidDate');
  if (value instanceof Date) return [ms, 0];
  const fraction = FRACTION.exec(value)?.[1] ?? '';
  return [ms, Number(fraction.padEnd(6, '0').slice(3, 6))];
}
