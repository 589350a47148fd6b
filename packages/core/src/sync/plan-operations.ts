import type { ChapterRef } from '../canon/canon.js';

/**
 * A tick kept on the device until the server acknowledges it (spec: read marks sync day by day).
 * The day is named by its first chapter, so the tick still finds its day after an edit.
 */
export interface MarkOperation {
  kind: 'mark';
  /** Unique per operation: an acknowledgement removes exactly this one. */
  opId: string;
  planId: string;
  chapter: ChapterRef;
  read: boolean;
  /** When the person ticked (ISO time). */
  at: string;
}

/** Delay tracking turned on or off on the device, not yet saved on the server. */
export interface TrackDelaysOperation {
  kind: 'trackDelays';
  opId: string;
  planId: string;
  shouldTrackDelays: boolean;
  at: string;
}

export type PlanOperation = MarkOperation | TrackDelaysOperation;

/**
 * Appends an operation. A waiting operation of the same kind for the same day (or setting) is
 * replaced: the newer one carries the day's latest state, and the server keeps the latest anyway.
 */
export function enqueueOperation(outbox: readonly PlanOperation[], operation: PlanOperation): PlanOperation[] {
  return [...outbox.filter((waiting) => !isSameTarget(waiting, operation)), operation];
}

/** Removes the operation the server acknowledged (a newer one for the same day stays). */
export function acknowledgeOperation(outbox: readonly PlanOperation[], opId: string): PlanOperation[] {
  return outbox.filter((operation) => operation.opId !== opId);
}

function isSameTarget(a: PlanOperation, b: PlanOperation): boolean {
  if (a.planId !== b.planId || a.kind !== b.kind) return false;
  if (a.kind === 'trackDelays') return true;
  const chapter = (b as MarkOperation).chapter;
  return a.chapter.book === chapter.book && a.chapter.chapter === chapter.chapter;
}
