import {
  buildReadingCalendar,
  type IsoDate,
  isPlanError,
  type ReadingLoad,
  readingLoad,
  toChapterRef,
} from '@bible-journey/core';
import { type PlanFormState, toBuildInput } from '../../../components/plan-form/plan-form-state.ts';
import { PRESET_IDS, type PresetId, presetForm } from './plan-presets.ts';

/** A preset as it would be made today: its form, reading load, first and last date. */
export interface PresetPlan {
  id: Exclude<PresetId, 'custom'>;
  state: PlanFormState;
  load: ReadingLoad;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** Every preset built from today; a preset that can't be built (past 9999, say) is left out. */
export function presetPlans(today: IsoDate): PresetPlan[] {
  const plans: PresetPlan[] = [];
  for (const id of PRESET_IDS) {
    if (id === 'custom') continue;
    const state = presetForm(id, today);
    try {
      const days = buildReadingCalendar(toBuildInput(state));
      const first = days[0];
      const last = days[days.length - 1];
      if (!first || !last) continue;
      plans.push({ id, state, load: readingLoad(days), startDate: first.date, endDate: last.date });
    } catch (error) {
      if (!isPlanError(error)) throw error;
    }
  }
  return plans;
}

/** The reading range of a preset's form, as core's chapter references. */
export function presetRange(state: PlanFormState) {
  return { start: toChapterRef(state.startReading), end: toChapterRef(state.endReading) };
}
