import {
  type CalendarDay,
  type DayLoad,
  type Language,
  overdueCount,
  replanChoices,
  skipPastReadings,
  unreadLoad,
} from '@bible-journey/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemindersMuted } from '../../lib/reminders/use-reminders-muted.ts';
import { utcDate } from '../checklist/day-status.ts';
import { setRemindersMutedEverywhere } from '../reminders/reminder-actions.ts';
import { Button } from '../ui/button.tsx';
import styles from './delayed-reading-dialog.module.css';

export interface DelayedReadingDialogProps {
  days: CalendarDay[];
  blockedWeekDays: number[];
  today: string;
  language: Language;
  onDismiss: () => void;
  /** Replans from today: up to the old end date, or up to `endDate` when keeping the pace. */
  onReplan: (endDate?: string) => void;
  /** A challenge's third way: start on today's reading with the group, the unread past left out. */
  onSkipPast?: () => void;
}

type Way = 'end' | 'pace' | 'skip';

/**
 * The late-reading dialog's body (spec 2 sections 2 and 4): both ways back previewed — keep the
 * end date (chapters a day rise) or keep the pace (the end date moves), and in a challenge a third,
 * starting on today's reading with the group (issue 23) — "Not now" and "Replan",
 * and underneath, the mute-reminders toggle. A click on the backdrop dismisses it.
 */
export function DelayedReadingDialog({
  days,
  blockedWeekDays,
  today,
  language,
  onDismiss,
  onReplan,
  onSkipPast,
}: DelayedReadingDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [way, setWay] = useState<Way>('end');
  const isMuted = useRemindersMuted();
  const choices = useMemo(() => replanChoices(days, { today, blockedWeekDays }), [days, today, blockedWeekDays]);
  const longDate = (iso: string) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      utcDate(iso),
    );
  useBackdropDismiss(body, onDismiss);

  const skipped = useMemo(() => (onSkipPast ? skipPastReadings(days, today) : null), [onSkipPast, days, today]);

  const ways: { way: Way; label: string; endDate: string; load: DayLoad; note?: string }[] = [
    { way: 'end', label: t('latePlan.keepEnd'), endDate: choices.keepEnd.endDate, load: choices.keepEnd },
    {
      way: 'pace',
      label: t('latePlan.keepPace'),
      endDate: choices.keepPace.endDate,
      load: choices.keepPace,
    },
    ...(skipped
      ? [
          {
            way: 'skip' as const,
            label: t('latePlan.skipPast'),
            endDate: choices.now.endDate,
            load: unreadLoad(skipped),
            note: t('latePlan.skipPastPreview', { count: overdueCount(days, today) }),
          },
        ]
      : []),
  ];
  const confirm = () => {
    if (way === 'skip' && onSkipPast) onSkipPast();
    else onReplan(way === 'pace' ? choices.keepPace.until : undefined);
  };

  return (
    <div ref={body} className={styles.body}>
      <p>{t('latePlan.body', { count: choices.readingsBehind })}</p>
      <p>{t('latePlan.now', { date: longDate(choices.now.endDate) })}</p>
      <fieldset className={styles.ways}>
        <legend className={styles.legend}>{t('latePlan.how')}</legend>
        {ways.map((option) => (
          <label key={option.way} className={styles.way}>
            <input
              type="radio"
              name={`${id}-way`}
              value={option.way}
              checked={way === option.way}
              onChange={() => setWay(option.way)}
              aria-labelledby={`${id}-${option.way}-label`}
              aria-describedby={`${id}-${option.way}`}
            />
            <span className={styles.wayText}>
              <span id={`${id}-${option.way}-label`} className={styles.wayLabel}>
                {option.label}
              </span>
              <span id={`${id}-${option.way}`} className={styles.preview}>
                <span>{t('latePlan.ends', { date: longDate(option.endDate) })}</span>
                <span>{chaptersText(t, option.load)}</span>
                <span>{t('latePlan.minutes', { minutes: option.load.minutesPerDay })}</span>
                {option.note && <span>{option.note}</span>}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDismiss}>
          {t('latePlan.dismiss')}
        </Button>
        <Button onClick={confirm}>{t('latePlan.replan')}</Button>
      </div>
      <label className={styles.mute}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={isMuted}
          checked={isMuted}
          onChange={(event) => void setRemindersMutedEverywhere(event.target.checked)}
          aria-describedby={`${id}-mute`}
        />
        <span>
          {t('latePlan.mute')}
          <span id={`${id}-mute`} className={styles.hint}>
            {t('latePlan.muteHint')}
          </span>
        </span>
      </label>
    </div>
  );
}

/** "3 chapters a day", or "3–4 chapters a day" when the days differ (the plural follows the larger). */
function chaptersText(t: (key: string, options: Record<string, unknown>) => string, load: DayLoad): string {
  const { min, max } = load.chaptersPerDay;
  return t('latePlan.chapters', { count: max, range: min === max ? String(max) : `${min}–${max}` });
}

/**
 * Spec 2 section 4: "clicking the overlay dismisses it". The modal host draws the dialog; a click
 * whose point lies outside the dialog's box landed on its backdrop (a native dialog's backdrop
 * sends its clicks to the dialog). A press that starts inside (selecting text) never counts.
 */
function useBackdropDismiss(body: React.RefObject<HTMLElement | null>, onDismiss: () => void) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const dialog = body.current?.closest('dialog');
    if (!dialog) return;
    const isOutside = (event: MouseEvent) => {
      if (event.target !== dialog) return false;
      const box = dialog.getBoundingClientRect();
      return (
        event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
      );
    };
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = isOutside(event);
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && isOutside(event)) dismiss.current();
      pressedOutside = false;
    };
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [body]);
}
