import {
  type CalendarDay,
  checklistFocusDay,
  firstUnreadDay,
  groupDaysByMonth,
  type Language,
} from '@bible-journey/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthTitle } from '../../lib/month-title.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { DayRow } from './day-row.tsx';
import styles from './month-checklist.module.css';

/** Spec 2 section 9: months are rendered in groups of 3. */
export const MONTHS_PER_GROUP = 3;
/** Spec 2 section 9: the checklist scrolls to the unread day 500 ms after it shows. */
export const SCROLL_TO_DAY_DELAY_MS = 500;
/** Room kept under a row the page brings into view: the bottom bar (63 px) and a margin. */
const PAGE_BOTTOM_ROOM_PX = 80;

interface MonthChecklistProps {
  days: readonly CalendarDay[];
  today: string;
  language: Language;
  onToggle: (dayId: number) => void;
  onRead: (day: CalendarDay) => void;
  /**
   * The month it opens on: today's reading's (the personal plan), or the first month with an unread
   * day (a challenge's plan, spec 3 section 2). "Today" goes to today's reading either way.
   */
  opensOn?: 'today' | 'firstUnread';
}

/**
 * The plan's days by month, one month shown at a time, opened on today's reading (or the first unread
 * day), and brought back to today's by "Today".
 */
export function MonthChecklist({ days, today, language, onToggle, onRead, opensOn = 'today' }: MonthChecklistProps) {
  const { t } = useTranslation();
  const months = useMemo(() => groupDaysByMonth(days), [days]);
  const focusDay = checklistFocusDay(days, today);
  const monthOf = (day: CalendarDay | undefined) =>
    day ? months.findIndex((month) => month.key === day.date.slice(0, 7)) : -1;
  const focusMonth = monthOf(focusDay);
  // The day it opens on: today's reading, or the first unread one (else the focus day: all read).
  const [openDay] = useState(() => (opensOn === 'firstUnread' ? (firstUnreadDay(days) ?? focusDay) : focusDay));
  // Opens on that day's month; the person's arrows win after that.
  const [chosenIndex, setChosenIndex] = useState(() => Math.max(monthOf(openDay), 0));
  const scroller = useRef<HTMLDivElement>(null);
  // "Today" pressed: once its month shows, bring its row into view and move the focus there.
  const [returnToToday, setReturnToToday] = useState(0);

  const scrollToDay = (dayId: number, shouldFocus: boolean) => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>(`[data-day-id="${dayId}"]`);
    // A row of a month the person has since moved away from has no place to scroll to.
    if (!box || !row || row.closest('[hidden]')) return;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const top = Math.max(0, row.offsetTop - row.offsetHeight);
    box.scrollTo?.({ top, behavior });
    // Near a month's end the list can't scroll that far, and the row stays low in it: on a phone
    // the list's lower part is below the fold. The page follows, so the row is seen.
    const scrolled = Math.min(top, Math.max(0, box.scrollHeight - box.clientHeight));
    const rowBottom = box.getBoundingClientRect().top + row.offsetTop - scrolled + row.offsetHeight;
    const hiddenBy = rowBottom - (window.innerHeight - PAGE_BOTTOM_ROOM_PX);
    if (hiddenBy > 0) window.scrollBy?.({ top: hiddenBy, behavior });
    if (shouldFocus) row.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };
  const scrollRef = useRef(scrollToDay);
  scrollRef.current = scrollToDay;
  const focusId = focusDay?._id;

  // Once, when the checklist shows: later changes (a tick) don't move the list under the finger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the day it opened on only
  useEffect(() => {
    if (openDay === undefined) return;
    const timer = setTimeout(() => scrollRef.current(openDay._id, false), SCROLL_TO_DAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (returnToToday > 0 && focusId !== undefined) scrollRef.current(focusId, true);
  }, [returnToToday, focusId]);

  const index = Math.min(Math.max(chosenIndex, 0), months.length - 1);
  const current = months[index];
  if (!current) return null;

  const groupStart = Math.floor(index / MONTHS_PER_GROUP) * MONTHS_PER_GROUP;
  const rendered = months.slice(groupStart, groupStart + MONTHS_PER_GROUP);
  // The one reading the page pushes: today's, until it is read.
  const nextId = focusDay && !focusDay.read && focusDay.date === today ? focusDay._id : undefined;

  return (
    <section className={styles.checklist} aria-labelledby="checklist-month">
      <div className={styles.nav}>
        <h2 id="checklist-month" className={styles.month} aria-live="polite">
          {monthTitle(language, current.year, current.month)}
        </h2>
        <div className={styles.controls}>
          {focusMonth >= 0 && (
            <button
              type="button"
              className={styles.today}
              onClick={() => {
                setChosenIndex(focusMonth);
                setReturnToToday((count) => count + 1);
              }}
            >
              {t('checklist.month.today')}
            </button>
          )}
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('checklist.month.previous')}
            disabled={index === 0}
            onClick={() => setChosenIndex(index - 1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('checklist.month.next')}
            disabled={index === months.length - 1}
            onClick={() => setChosenIndex(index + 1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      <div ref={scroller} className={styles.scroller}>
        {rendered.map((month) => (
          <ul key={month.key} className={styles.days} hidden={month !== current}>
            {month.days.map((day) => (
              <DayRow
                key={day._id}
                day={day}
                today={today}
                language={language}
                isNext={day._id === nextId}
                onToggle={onToggle}
                onRead={onRead}
              />
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
