import type { PlanType } from '../calendar/calendar-day.js';
import type { ChapterRef } from '../canon/canon.js';
import type { LocalPlanV2 } from '../plan/local-plan.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';

/** The parts of a server plan the sync rules read. */
export interface ServerPlanLike {
  _id: string;
  updatedAt: string;
  readingCalendar: { _id: number; date: string; read: boolean; readingDetails: ChapterRef[] }[];
  blockedWeekDays: number[];
  shouldTrackDelays: boolean;
  type: PlanType;
  chaptersPerDay: number;
  quantityOfDays: number;
  readingOrder: ReadingOrder;
  delays: number;
}

/** What to do after fetching the server's plans (spec 2 section 4, "Sync ... on fetch"). */
export type SyncDecision<Server extends ServerPlanLike = ServerPlanLike> =
  | { action: 'none'; server: Server }
  | { action: 'useServer'; server: Server }
  | { action: 'pushLocal'; server: Server }
  | { action: 'postLocal' }
  | { action: 'goToNew' };

/**
 * The last plan of the server's list is the one used. A local plan that is newer than it and
 * differs is pushed; an equal one changes nothing; otherwise the server's replaces the local one.
 * Only a local plan: it is posted. Neither: the person goes to plan creation.
 */
export function decideSync<Server extends ServerPlanLike>(
  local: LocalPlanV2 | null,
  serverPlans: readonly Server[],
): SyncDecision<Server> {
  const server = serverPlans[serverPlans.length - 1];
  const hasLocal = local !== null && local.planv2.length > 0;
  if (!server) return hasLocal ? { action: 'postLocal' } : { action: 'goToNew' };
  if (!hasLocal) return { action: 'useServer', server };
  if (samePlan(local, server)) return { action: 'none', server };
  const localIsNewer = Date.parse(local.lastModified) > Date.parse(server.updatedAt);
  return localIsNewer ? { action: 'pushLocal', server } : { action: 'useServer', server };
}

/** Same days (dates, chapters, read marks) and the same settings. */
export function samePlan(local: LocalPlanV2, server: ServerPlanLike): boolean {
  if (local.planv2.length !== server.readingCalendar.length) return false;
  const sameSettings =
    local.readingOrder === server.readingOrder &&
    local.planType === server.type &&
    local.chaptersPerDay === server.chaptersPerDay &&
    local.quantityOfDays === server.quantityOfDays &&
    local.trackDelays === server.shouldTrackDelays &&
    [...local.blockedWeekDays].sort().join() === [...server.blockedWeekDays].sort().join();
  return (
    sameSettings &&
    local.planv2.every((day, index) => {
      const other = server.readingCalendar[index];
      return (
        other !== undefined &&
        day.date === other.date &&
        day.read === other.read &&
        day.readingDetails.length === other.readingDetails.length &&
        day.readingDetails.every(
          (ref, i) => ref.book === other.readingDetails[i]?.book && ref.chapter === other.readingDetails[i]?.chapter,
        )
      );
    })
  );
}

/** The local form of a server plan (what replaces the device's copy). */
export function localFromServer(server: ServerPlanLike): LocalPlanV2 {
  return {
    planv2: server.readingCalendar.map((day, index) => ({
      _id: index,
      date: day.date,
      read: day.read,
      readingStart: { ...(day.readingDetails[0] as ChapterRef) },
      readingEnd: { ...(day.readingDetails[day.readingDetails.length - 1] as ChapterRef) },
      readingDetails: day.readingDetails.map((ref) => ({ ...ref })),
    })),
    planId: server._id,
    lastModified: server.updatedAt,
    delays: server.delays,
    blockedWeekDays: [...server.blockedWeekDays],
    planType: server.type,
    chaptersPerDay: server.chaptersPerDay,
    quantityOfDays: server.quantityOfDays,
    readingOrder: server.readingOrder,
    trackDelays: server.shouldTrackDelays,
  };
}
