import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { planDays } from '../../db/schema.js';

/**
 * Where a mark for a removed day (its chapters `retiredDetails`) lands in the plan: the day now
 * holding the ticked chapter when it was one of the removed day's, else its first chapter.
 */
export async function dayHoldingLanding(
  db: Db,
  planId: string,
  retiredDetails: readonly { book: string; chapter: number }[],
  ticked: { book: string; chapter: number } | undefined,
): Promise<typeof planDays.$inferSelect | undefined> {
  const isOwnChapter =
    ticked && retiredDetails.some((ref) => ref.book === ticked.book && ref.chapter === ticked.chapter);
  const landing = isOwnChapter ? ticked : retiredDetails[0];
  if (!landing) return undefined;
  const [day] = await db
    .select()
    .from(planDays)
    .where(
      and(
        eq(planDays.planId, planId),
        sql`${planDays.readingDetails} @> ${JSON.stringify([{ book: landing.book, chapter: landing.chapter }])}::jsonb`,
      ),
    )
    .orderBy(asc(planDays.position))
    .limit(1);
  return day;
}
