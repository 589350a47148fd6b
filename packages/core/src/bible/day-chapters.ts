import type { ChapterRef } from '../canon/canon.js';

/** Where the reader is within a day's chapters, and what the arrows may do. */
export interface DayReadingStep {
  chapter: ChapterRef;
  index: number;
  previous: ChapterRef | null;
  next: ChapterRef | null;
  /** The last chapter of the day: the finish-reading button belongs here (spec 2 section 4). */
  isLast: boolean;
}

/** The step at `index` of a day's chapters, clamped into range; null for a day without chapters. */
export function dayReadingStep(chapters: readonly ChapterRef[], index: number): DayReadingStep | null {
  if (chapters.length === 0) return null;
  const at = Math.min(Math.max(Math.trunc(index) || 0, 0), chapters.length - 1);
  return {
    chapter: chapters[at] as ChapterRef,
    index: at,
    previous: chapters[at - 1] ?? null,
    next: chapters[at + 1] ?? null,
    isLast: at === chapters.length - 1,
  };
}
