import { bookName, type ChapterRef, type IsoDate, type Language } from '@bible-journey/core';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/plan-form/format-date.ts';
import { LongDayWarning } from '../../../components/plan-form/long-day-warning.tsx';
import { initialPlanForm } from '../../../components/plan-form/plan-form-state.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import type { PresetId } from '../hooks/plan-presets.ts';
import { type PresetPlan, presetPlans, presetRange } from '../hooks/preset-plans.ts';
import { useSubmitPlan } from '../hooks/use-submit-plan.ts';
import styles from './new-plan.module.css';

// The whole form (pickers, date fields, more options) is for "make your own" only: it loads when
// that card is reached, so a preset's first screen stays small.
const loadPlanForm = () => import('./plan-form.tsx');
const PlanForm = lazy(async () => ({ default: (await loadPlanForm()).PlanForm }));

/**
 * The presets as a radio group of cards, each with its days and minutes a day (core's estimate),
 * and "make your own" (the whole form). A preset is chosen and then created with one button, so
 * the plan the person gets is always the one they saw; the first preset is chosen from the start.
 */
export function PresetPicker({ today }: { today: IsoDate }) {
  const { t } = useTranslation();
  const name = useId();
  const plans = useMemo(() => presetPlans(today), [today]);
  const [chosen, setChosen] = useState<PresetId>(() => plans[0]?.id ?? 'custom');
  const [customState] = useState(() => initialPlanForm(today));
  const chosenPlan = plans.find((plan) => plan.id === chosen);

  return (
    <>
      <fieldset className={styles.presets}>
        <legend className={styles.legend}>{t('plan-creation.presets.heading')}</legend>
        <div className={styles.cards}>
          {plans.map((plan) => (
            <PresetCard
              key={plan.id}
              name={name}
              id={plan.id}
              isChosen={chosen === plan.id}
              onChoose={setChosen}
              title={t(`plan-creation.presets.${plan.id}`)}
              detail={`${t('plan-creation.presets.days', { count: plan.load.days })} · ${t('plan-creation.presets.minutes', { count: plan.load.averageMinutes })}`}
            />
          ))}
          <PresetCard
            name={name}
            id="custom"
            isChosen={chosen === 'custom'}
            onChoose={setChosen}
            onReach={() => void loadPlanForm()}
            title={t('plan-creation.presets.custom')}
            detail={t('plan-creation.presets.customDetail')}
          />
        </div>
      </fieldset>
      {chosenPlan ? (
        <PresetSummary key={chosenPlan.id} plan={chosenPlan} />
      ) : (
        <Suspense fallback={<p role="status">{t('plan-creation.presets.loadingForm')}</p>}>
          <PlanForm initialState={customState} isEditing={false} hasDidntFindLink={false} />
        </Suspense>
      )}
    </>
  );
}

function PresetCard({
  name,
  id,
  isChosen,
  onChoose,
  onReach,
  title,
  detail,
}: {
  name: string;
  id: PresetId;
  isChosen: boolean;
  onChoose: (id: PresetId) => void;
  onReach?: () => void;
  title: string;
  detail: string;
}) {
  const titleId = useId();
  const detailId = useId();
  return (
    <label className={styles.card} onPointerEnter={onReach}>
      <input
        type="radio"
        name={name}
        value={id}
        checked={isChosen}
        aria-labelledby={titleId}
        aria-describedby={detailId}
        onFocus={onReach}
        onChange={() => onChoose(id)}
      />
      <span id={titleId} className={styles.cardTitle}>
        {title}
      </span>
      <span id={detailId} className={styles.cardDetail}>
        {detail}
      </span>
    </label>
  );
}

/** "Genesis 1": a preset's ends in full, as a person reads them. */
const fullReference = (ref: ChapterRef, language: Language) => `${bookName(ref.book, language)} ${ref.chapter}`;

/** The chosen preset in words (what, when) and the button that makes it. */
function PresetSummary({ plan }: { plan: PresetPlan }) {
  const { t } = useTranslation();
  const { language, locale } = useUiLanguage();
  const { submit, isLoading } = useSubmitPlan({ isEditing: false });
  const warningId = useId();
  const range = presetRange(plan.state);

  return (
    <section className={styles.summary} aria-label={t(`plan-creation.presets.${plan.id}`)}>
      <p className={styles.summaryRange}>
        {fullReference(range.start, language)} – {fullReference(range.end, language)}
      </p>
      <p>
        {t('plan-creation.presets.dates', {
          start: formatDate(plan.startDate, locale),
          end: formatDate(plan.endDate, locale),
        })}
      </p>
      <p>{t('plan-creation.presets.evenDays')}</p>
      <LongDayWarning id={warningId} load={plan.load} />
      <Button
        className={styles.summaryButton}
        isLoading={isLoading}
        loadingLabel={t('plan-creation.creating')}
        aria-describedby={warningId}
        onClick={() => void submit(plan.state)}
      >
        {t('plan-creation.create')}
      </Button>
    </section>
  );
}
