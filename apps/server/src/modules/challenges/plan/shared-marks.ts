import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { plans } from '../../../db/schema.js';
import type { MarkedDay } from '../../plans/marks-repository.js';
import { markSharedDay, type SharedCopy, sharedDay, sharedSuccessorDay } from './shared-days.js';

/**
 * A mark on a day of a copy sharing its template's days (decision 0025), by the day's id (the
 * template's), its position, or a day the leader's edit removed (it lands on the day now holding
 * the ticked chapter). The template's row is share-locked first, then the copy's row for update:
 * a leader's edit (which locks the template, then the copies) never interleaves with a mark, and two
 * marks on one copy take turns. Answers `'notShared'` when the copy stopped sharing while the mark
 * waited (its member replanned: the caller marks its own days), nothing when there is no such day.
 */
export async function markSharedCopyDay(
  db: Db,
  copy: SharedCopy,
  dayRef: string,
  mark: { read: boolean; at: Date; chapter?: { book: string; chapter: number } | undefined },
): Promise<MarkedDay | 'notShared' | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${plans} where id = ${copy.templateId} for share`);
    const [locked] = await tx
      .select({ daysFrom: plans.daysFrom })
      .from(plans)
      .where(eq(plans.id, copy.planId))
      .for('update');
    if (!locked) return undefined;
    if (locked.daysFrom !== copy.templateId) return 'notShared' as const;
    const day =
      (await sharedDay(tx, copy, dayRef)) ??
      (/^\d+$/.test(dayRef) ? undefined : await sharedSuccessorDay(tx, copy, dayRef, mark.chapter));
    if (!day) return undefined;
    const marked = await markSharedDay(tx, copy, day, mark.read, mark.at);
    return {
      planId: copy.planId,
      id: marked.day.id,
      position: marked.day.position,
      date: marked.day.date,
      read: marked.day.read,
      readChangedAt: marked.day.readChangedAt,
      readingStart: marked.day.readingStart,
      readingEnd: marked.day.readingEnd,
      readingDetails: marked.day.readingDetails,
      revision: marked.revision,
      updatedAt: marked.updatedAt,
      applied: marked.applied,
      wasRead: marked.wasRead,
    };
  });
}
