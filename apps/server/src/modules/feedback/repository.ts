import { eq, sql } from 'drizzle-orm';
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
