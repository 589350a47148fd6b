import {
  type BuildInput,
  DEFAULT_PLAN,
  defaultEndDate,
  defaultReadingRange,
  type FieldError,
  type IsoDate,
  isDayOrChapterCount,
  type LocalPlanV2,
  MAX_BLOCKED_WEEK_DAYS,
  type PlanSettings,
  type PlanType,
  type ReadingOrder,
  type ReadingPosition,
  toReadingPosition,
  validatePlanForm,
} from '@bible-journey/core';

/** Everything the plan form holds (its react-hook-form values); the number inputs keep what was typed. */
export interface PlanFormState {
  readingOrder: ReadingOrder;
  startReading: ReadingPosition;
  endReading: ReadingPosition;
  blockedWeekDays: number[];
  startDate: IsoDate;
  endDate: IsoDate;
  planType: PlanType;
  chaptersPerDay: string;
  quantityOfDays: string;
  trackDelays: boolean;
  balanceByTime: boolean;
  isMoreOptionsOpen: boolean;
}

/**
 * A new plan's form (spec 2 section 9): 90 days, 3 chapters a day, traditional, from today to
 * core's default end date, a year from today (docs/decisions/0006-default-end-date.md).
 */
export function initialPlanForm(today: IsoDate): PlanFormState {
  const range = defaultReadingRange(DEFAULT_PLAN.readingOrder);
  return {
    readingOrder: DEFAULT_PLAN.readingOrder,
    startReading: range.start,
    endReading: range.end,
    blockedWeekDays: [],
    startDate: today,
    endDate: defaultEndDate(today),
    planType: DEFAULT_PLAN.planType,
    chaptersPerDay: String(DEFAULT_PLAN.chaptersPerDay),
    quantityOfDays: String(DEFAULT_PLAN.quantityOfDays),
    trackDelays: DEFAULT_PLAN.trackDelays,
    balanceByTime: false,
    isMoreOptionsOpen: false,
  };
}

/** The form filled from the device's plan, for editing it. */
export function planFormFromLocalPlan(plan: LocalPlanV2, today: IsoDate): PlanFormState {
  const first = plan.planv2[0];
  const last = plan.planv2[plan.planv2.length - 1];
  const base = initialPlanForm(today);
  if (!first || !last) return base;
  return {
    ...base,
    readingOrder: plan.readingOrder,
    startReading: toReadingPosition(first.readingStart),
    endReading: toReadingPosition(last.readingEnd),
    blockedWeekDays: [...plan.blockedWeekDays],
    startDate: first.date,
    endDate: last.date,
    planType: plan.planType,
    chaptersPerDay: String(plan.chaptersPerDay),
    quantityOfDays: String(plan.quantityOfDays),
    trackDelays: plan.trackDelays,
    isMoreOptionsOpen: plan.planType !== 0,
  };
}

/** The week days after a tap on one (spec 2 section 4): the last open day can't be closed. */
export function toggleWeekDay(blocked: number[], weekDay: number): number[] {
  if (blocked.includes(weekDay)) return blocked.filter((day) => day !== weekDay);
  return blocked.length >= MAX_BLOCKED_WEEK_DAYS ? blocked : [...blocked, weekDay].sort();
}

/** What the validator sees: the typed strings as they are, so blanks and non-numbers get their own codes. */
function formInput(state: PlanFormState) {
  return {
    planType: state.planType,
    readingOrder: state.readingOrder,
    startDate: state.startDate,
    endDate: state.endDate,
    chaptersPerDay: state.chaptersPerDay,
    quantityOfDays: state.quantityOfDays,
    startReading: state.startReading,
    endReading: state.endReading,
    blockedWeekDays: state.blockedWeekDays,
  };
}

/** The form's field errors by field (first code of each), empty when the form is valid. */
export function validateForm(state: PlanFormState): Record<string, FieldError['code']> {
  const result = validatePlanForm(formInput(state));
  if (result.ok) return {};
  const errors: Record<string, FieldError['code']> = {};
  for (const error of result.errors) errors[error.field] ??= error.code;
  return errors;
}

/** The calendar builder's input; call after validateForm found nothing. */
export function toBuildInput(state: PlanFormState): BuildInput {
  const input: BuildInput = {
    planType: state.planType,
    readingOrder: state.readingOrder,
    startDate: state.startDate,
    startReading: state.startReading,
    endReading: state.endReading,
    blockedWeekDays: state.blockedWeekDays,
    balance: state.balanceByTime ? 'words' : 'chapters',
  };
  if (state.planType === 0) input.endDate = state.endDate;
  if (state.planType === 1) input.chaptersPerDay = Number(state.chaptersPerDay);
  if (state.planType === 2) input.quantityOfDays = Number(state.quantityOfDays);
  return input;
}

/** The settings stored with the plan; counts not in use keep their defaults. */
export function toPlanSettings(state: PlanFormState): PlanSettings {
  const count = (value: string, fallback: number) => {
    const parsed = Number(value);
    return isDayOrChapterCount(parsed) ? parsed : fallback;
  };
  return {
    blockedWeekDays: state.blockedWeekDays,
    planType: state.planType,
    chaptersPerDay: count(state.chaptersPerDay, DEFAULT_PLAN.chaptersPerDay),
    quantityOfDays: count(state.quantityOfDays, DEFAULT_PLAN.quantityOfDays),
    readingOrder: state.readingOrder,
    trackDelays: state.trackDelays,
  };
}
