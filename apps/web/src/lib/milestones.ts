import { type Milestone, milestoneKey } from '@bible-journey/core';
import { storedValue } from './storage.ts';

/** A milestone this device saw reached, and the day it was. */
export interface ReachedMilestone {
  key: string;
  date: string;
}

const isReached = (value: unknown): value is ReachedMilestone[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ReachedMilestone).key === 'string' &&
      typeof (entry as ReachedMilestone).date === 'string',
  );

/** The milestones reached on this device, oldest first (shown in the menu). */
export const reachedMilestones = storedValue<ReachedMilestone[]>('milestones', [], isReached);

/** Remembers the milestones just reached; answers those never reached before (each is celebrated once). */
export function rememberMilestones(milestones: readonly Milestone[], date: string): Milestone[] {
  const known = new Set(reachedMilestones.get().map((entry) => entry.key));
  const fresh = milestones.filter((milestone) => !known.has(milestoneKey(milestone)));
  if (fresh.length > 0) {
    reachedMilestones.set([
      ...reachedMilestones.get(),
      ...fresh.map((milestone) => ({ key: milestoneKey(milestone), date })),
    ]);
  }
  return fresh;
}
