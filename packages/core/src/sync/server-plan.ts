import type { PlanType } from '../calendar/calendar-day.js';
import type { ChapterRef } from '../canon/canon.js';
import type { LocalPlanV2 } from '../plan/local-plan.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';

/** The parts of a server plan the sync rules read. */
export interface ServerPlanLike {
  _id: string;
  updatedAt: string;
  /** Moves on with every write to the plan; whole-plan writes name the one they were based on. */
  revision: number;
  readingCalendar: {
    id: string;
    _id: number;
    date: string;
    read: boolean;
    readChangedAt: string | null;
    readingDetails: ChapterRef[];
  }[];
  blockedWeekDays: number[];
  shouldTrackDelays: boolean;
  type: PlanType;
  chaptersPerDay: number;
  quantityOfDays: number;
  readingOrder: ReadingOrder;
  delays: number;
}

/** The local form of a server plan (what the device keeps and shows). */
export function localFromServer(server: ServerPlanLike): LocalPlanV2 {
  return {
    planv2: server.readingCalendar.map((day, index) => ({
      _id: index,
      id: day.id,
      date: day.date,
      read: day.read,
      readChangedAt: day.readChangedAt,
      readingStart: { ...(day.readingDetails[0] as ChapterRef) },
      readingEnd: { ...(day.readingDetails[day.readingDetails.length - 1] as ChapterRef) },
      readingDetails: day.readingDetails.map((ref) => ({ ...ref })),
    })),
    planId: server._id,
    revision: server.revision,
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
