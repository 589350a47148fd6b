import { type IsoDate, readingThatFits, shouldTrackDelaysFor, todayIso } from '@bible-journey/core';
import { useSyncExternalStore } from 'react';
import { initialPlanForm, type PlanFormState } from '../../../../components/plan-form/plan-form-state.ts';

/**
 * What the wizard holds across its three steps (spec 3 section 2): the name and the people to
 * invite (step 1), the dates (step 2) and the reading options (step 3, the personal plan form's
 * values; its startDate and endDate are the challenge's dates).
 */
export interface WizardState {
  challengeTitle: string;
  participants: string[];
  plan: PlanFormState;
  /** Came from a native purchase (?iosPurchase=true): premium may not be known to the server yet. */
  isIosPurchase: boolean;
}

const sameRange = (a: Pick<PlanFormState, 'startReading' | 'endReading'>, b: typeof a) =>
  JSON.stringify([a.startReading, a.endReading]) === JSON.stringify([b.startReading, b.endReading]);

const STORAGE_KEY = 'challenge-wizard';

/**
 * A new challenge's first values: the personal plan's dates (a year of reading from today, decision
 * 0006) and the reading that fits them (the whole Bible); a leader who picks shorter dates (spec 3's
 * landing suggests one to two months) gets a reading that fits those.
 */
export function initialWizardState(today: IsoDate = todayIso()): WizardState {
  const plan = initialPlanForm(today);
  return { challengeTitle: '', participants: [], plan: { ...plan, ...readingThatFits(plan) }, isIosPurchase: false };
}

function isWizardState(value: unknown): value is WizardState {
  const state = value as Partial<WizardState> | null;
  return (
    typeof state?.challengeTitle === 'string' &&
    Array.isArray(state.participants) &&
    state.participants.every((email) => typeof email === 'string') &&
    typeof state.plan?.startDate === 'string' &&
    typeof state.plan.endDate === 'string' &&
    Array.isArray(state.plan.blockedWeekDays) &&
    typeof state.isIosPurchase === 'boolean'
  );
}

// The wizard survives a reload of its tab (sessionStorage), and starts afresh in a new one.
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: WizardState | null = null;

function read(): WizardState | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return cached;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    cached = isWizardState(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

function write(state: WizardState | null) {
  cached = state;
  cachedRaw = state === null ? null : JSON.stringify(state);
  try {
    if (cachedRaw === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, cachedRaw);
  } catch {
    // Storage blocked: the wizard keeps its state in memory for this visit.
  }
  for (const listener of listeners) listener();
}

// A fresh state fits the reading to its dates (a few calendars built): made once a day, not per render.
let fresh: { today: IsoDate; state: WizardState } | null = null;
function freshState(): WizardState {
  const today = todayIso();
  if (fresh?.today !== today) fresh = { today, state: initialWizardState(today) };
  return fresh.state;
}

export const wizardState = {
  /** The wizard's state, a fresh one when nothing is kept. */
  get: (): WizardState => read() ?? freshState(),
  /** Changes part of it (a step's answers). */
  update(change: Partial<WizardState>): void {
    write({ ...wizardState.get(), ...change });
  },
  /** The challenge was created (or the wizard given up): the next one starts afresh. */
  clear: (): void => write(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const snapshot = () => read();

/** The wizard's state, re-rendering on change. */
export function useWizardState(): WizardState {
  return useSyncExternalStore(wizardState.subscribe, snapshot) ?? wizardState.get();
}

/**
 * The dates of step 2 in the plan's values: a start before today doesn't count the days before it
 * as late; a reading range the leader has not chosen (still the one that fitted the old dates)
 * becomes the one that fits the new dates.
 */
export function withDates(plan: PlanFormState, startDate: IsoDate, endDate: IsoDate): PlanFormState {
  const dated = { ...plan, startDate, endDate, trackDelays: shouldTrackDelaysFor(startDate, todayIso()) };
  return sameRange(plan, readingThatFits(plan)) ? { ...dated, ...readingThatFits(dated) } : dated;
}
