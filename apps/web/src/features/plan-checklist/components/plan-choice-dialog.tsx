import type { Plan } from '@bible-journey/contract';
import { type CalendarDay, formatReadingRange, type Language, planProgress } from '@bible-journey/core';
import { localFromServer } from '@bible-journey/core/device-sync';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { utcDate } from '../../../components/checklist/day-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './plan-choice-dialog.module.css';

export interface PlanChoiceDialogProps {
  device: readonly CalendarDay[];
  /** The account's plan, as the server answered it. */
  saved: Plan;
  language: Language;
  onKeep: (keep: 'device' | 'server') => Promise<void>;
  onLater: () => void;
}

/** Signed in with a plan on this device and another in the account: which one stays (nothing is replaced silently). */
export function PlanChoiceDialog({ device, saved, language, onKeep, onLater }: PlanChoiceDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<'device' | 'server' | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const keep = async (choice: 'device' | 'server') => {
    setPending(choice);
    setHasFailed(false);
    try {
      await onKeep(choice);
    } catch {
      setHasFailed(true);
      setPending(null);
    }
  };
  return (
    <div className={styles.body}>
      <p>{t('plan-checklist.choice.body')}</p>
      <div className={styles.options}>
        <PlanSummary
          title={t('plan-checklist.choice.device')}
          days={device}
          language={language}
          action={t('plan-checklist.choice.keepDevice')}
          isPending={pending === 'device'}
          isDisabled={pending !== null}
          onKeep={() => void keep('device')}
        />
        <PlanSummary
          title={t('plan-checklist.choice.saved')}
          days={localFromServer(saved).planv2}
          language={language}
          action={t('plan-checklist.choice.keepSaved')}
          isPending={pending === 'server'}
          isDisabled={pending !== null}
          onKeep={() => void keep('server')}
        />
      </div>
      {hasFailed && (
        <p role="alert" className={styles.error}>
          {t('plan-checklist.choice.failed')}
        </p>
      )}
      <div className={styles.later}>
        <Button variant="secondary" onClick={onLater} disabled={pending !== null}>
          {t('plan-checklist.choice.later')}
        </Button>
      </div>
    </div>
  );
}

interface PlanSummaryProps {
  title: string;
  days: readonly CalendarDay[];
  language: Language;
  action: string;
  isPending: boolean;
  isDisabled: boolean;
  onKeep: () => void;
}

function PlanSummary({ title, days, language, action, isPending, isDisabled, onKeep }: PlanSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const first = days[0];
  const last = days[days.length - 1];
  const dateFormat = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const read = days.filter((day) => day.read).length;
  return (
    <section className={styles.option} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      {first && last && (
        <ul className={styles.facts}>
          <li>{formatReadingRange(first.readingStart, last.readingEnd, language)}</li>
          <li>
            {t('plan-checklist.choice.dates', {
              start: dateFormat.format(utcDate(first.date)),
              end: dateFormat.format(utcDate(last.date)),
            })}
          </li>
          <li>{t('plan-checklist.choice.days', { count: days.length })}</li>
          <li>
            {t('plan-checklist.choice.progress', {
              count: read,
              percent: Math.floor(planProgress(days)),
            })}
          </li>
        </ul>
      )}
      <Button onClick={onKeep} disabled={isDisabled} aria-describedby={headingId}>
        {isPending ? t('plan-checklist.choice.keeping') : action}
      </Button>
    </section>
  );
}
