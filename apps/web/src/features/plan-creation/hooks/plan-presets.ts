import { bookIndexOf, type IsoDate } from '@bible-journey/core';
import { initialPlanForm, type PlanFormState } from '../../../components/plan-form/plan-form-state.ts';

/** The plans a newcomer can start in one or two taps, and "custom" (the whole form). */
export type PresetId = 'wholeBible' | 'newTestament' | 'psalmsProverbs' | 'custom';

const chapterOne = (book: string) => ({ bookIndex: bookIndexOf(book), chapter: 1 });

/**
 * The form a preset fills, from today. Every preset evens out the reading time of its days
 * ("balance by reading time"), so its minutes a day hold for each day.
 */
const PRESET_FORMS: Record<Exclude<PresetId, 'custom'>, (today: IsoDate) => PlanFormState> = {
  // Genesis 1 to Revelation 22 from today to core's default end date, a year from today: the
  // custom form's own defaults.
  wholeBible: (today) => ({ ...initialPlanForm(today), balanceByTime: true }),
  newTestament: (today) => ({
    ...initialPlanForm(today),
    planType: 2,
    quantityOfDays: '90',
    startReading: chapterOne('matthew'),
    endReading: { bookIndex: bookIndexOf('revelation'), chapter: 22 },
    balanceByTime: true,
    isMoreOptionsOpen: true,
  }),
  psalmsProverbs: (today) => ({
    ...initialPlanForm(today),
    planType: 2,
    quantityOfDays: '30',
    startReading: chapterOne('psalms'),
    endReading: { bookIndex: bookIndexOf('proverbs'), chapter: 31 },
    balanceByTime: true,
    isMoreOptionsOpen: true,
  }),
};

export const PRESET_IDS: readonly PresetId[] = ['wholeBible', 'newTestament', 'psalmsProverbs', 'custom'];

/** The form of a preset; "custom" starts from the plain defaults. */
export function presetForm(id: PresetId, today: IsoDate): PlanFormState {
  return id === 'custom' ? initialPlanForm(today) : PRESET_FORMS[id](today);
}
