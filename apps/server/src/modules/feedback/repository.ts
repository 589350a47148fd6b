import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { feedbackMessages, users } from '../../db/schema.js';

export type FeedbackRow = typeof feedbackMessages.$inferSelect;
export type NewFeedbackRow = Omit<typeof feedbackMessages.$inferInsert, 'id' | 'createdAt' | 'userId'> & {
  userId: string | null;
};

/**
 * Stores a message. The sender is linked only if the account still exists when the row is written,
 * so a report sent while the account is being deleted is kept, anonymous, instead of failing.
 */
export async function insertFeedback(db: Db, { userId, ...values }: NewFeedbackRow): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedbackMessages)
    .values({
      ...values,
      userId: userId === null ? null : sql`(select ${users.id} from ${users} where ${eq(users.id, userId)})`,
    })
    .returning();
  if (!row) throw new Error('the feedback message was not stored');
  return row;
}

/** Reports this account sent since `since`; without an account (null), every anonymous report since then. */
export async function countRecentFeedback(db: Db, userId: string | null, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(feedbackMessages)
    .where(
      and(
        userId === null ? isNull(feedbackMessages.userId) : eq(feedbackMessages.userId, userId),
        gt(feedbackMessages.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Keeps the store bounded whoever sends: at most `storedMax` reports (the oldest go), and device
 * backups of at most `backupBytesMax` bytes in all (older reports keep their message, lose the backup).
 */
export async function pruneFeedback(db: Db, limits: { storedMax: number; backupBytesMax: number }): Promise<void> {
  await db.execute(sql`
    delete from ${feedbackMessages} where id in (
      select id from ${feedbackMessages} order by created_at desc, id desc offset ${limits.storedMax}
    )`);
  await db.execute(sql`
    update ${feedbackMessages} set backup = null where id in (
      select id from (
        select id, sum(octet_length(backup)) over (order by created_at desc, id desc) as kept
        from ${feedbackMessages} where backup is not null
      ) newest_first where kept > ${limits.backupBytesMax}
    )`);
}
