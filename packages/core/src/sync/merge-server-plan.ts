import type { LocalPlanV2 } from '../plan/local-plan.js';
import type { PlanOperation } from './plan-operations.js';
import { dayIndexHolding, isNewerMark, markOf, type ReadMark, type SyncedDay } from './read-mark.js';
import { localFromServer, type ServerPlanLike } from './server-plan.js';

export interface MergeResult {
  /** What the device shows: the server's plan with every newer mark of the device on top. */
  plan: LocalPlanV2;
  /** What is still to be sent: the operations the server hasn't got yet, and any newer device mark they lacked. */
  outbox: PlanOperation[];
}

/**
 * The one merge rule of read marks (personal plans and challenges): the device's copy, its outbox
 * and the server's copy of the same plan become one plan in which every day shows the latest
 * change made to it on either side. The server's days give the plan's shape; a mark lands on the
 * day that now holds the ticked chapter. An operation the server already has (or has overtaken
 * with a later change) leaves the outbox; a newer device mark that no operation carries (a tick
 * whose operation was lost) gets one, so nothing made on the device is dropped.
 */
export function mergeServerPlan(
  device: LocalPlanV2 | null,
  outbox: readonly PlanOperation[],
  server: ServerPlanLike,
  newOpId: () => string,
): MergeResult {
  const merged = localFromServer(server);
  const days: SyncedDay[] = merged.planv2;
  const indexOf = dayIndexHolding(days);
  const serverMarks: ReadMark[] = days.map(markOf);
  const apply = (index: number, mark: ReadMark) => {
    const day = days[index] as SyncedDay;
    if (isNewerMark(mark, markOf(day))) days[index] = { ...day, read: mark.read, readChangedAt: mark.readChangedAt };
  };

  const remaining: PlanOperation[] = [];
  for (const operation of outbox) {
    if (operation.planId !== server._id) {
      remaining.push(operation);
      continue;
    }
    if (operation.kind === 'trackDelays') {
      merged.trackDelays = operation.shouldTrackDelays;
      remaining.push(operation);
      continue;
    }
    const index = indexOf(operation.chapter);
    // A chapter the plan no longer holds (an edit took it out) has no day to mark.
    if (index < 0) continue;
    const mark = { read: operation.read, readChangedAt: operation.at };
    if (!isNewerMark(mark, serverMarks[index] as ReadMark)) continue;
    apply(index, mark);
    remaining.push(operation);
  }

  if (device?.planId === server._id) {
    // A mark an operation carries goes where that operation's chapter lands. The device's day may
    // hold it only because the tick landed there from another of its chapters (the plan was
    // reshaped since): sent again for the day's first chapter, it would mark a day nobody ticked.
    const carried = new Set(
      outbox.flatMap((operation) =>
        operation.kind === 'mark' && operation.planId === server._id ? [markKey(operation.read, operation.at)] : [],
      ),
    );
    for (const day of device.planv2) {
      const mark = markOf(day);
      const first = day.readingDetails[0];
      if (mark.readChangedAt === null || !first || carried.has(markKey(mark.read, mark.readChangedAt))) continue;
      const index = indexOf(first);
      if (index < 0 || !isNewerMark(mark, serverMarks[index] as ReadMark)) continue;
      const current = markOf(days[index] as SyncedDay);
      if (!isNewerMark(mark, current)) continue;
      apply(index, mark);
      remaining.push({
        kind: 'mark',
        opId: newOpId(),
        planId: server._id,
        chapter: { ...first },
        read: mark.read,
        at: mark.readChangedAt,
      });
    }
  }
  return { plan: merged, outbox: remaining };
}

const markKey = (read: boolean, at: string) => `${read}@${Date.parse(at)}`;
