import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, memberEncouragements, users } from '../../../db/schema.js';
import { rowsOf } from '../plan/member-copy.js';

/** The member of a challenge a user is, with what an encouragement mail names. */
export async function memberByUser(db: Db, challengeId: string, userId: string) {
  const [row] = await db
    .select({
      memberId: challengeMembers.id,
      planId: challengeMembers.planId,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(challengeMembers)
    .innerJoin(users, eq(users.id, challengeMembers.userId))
    .where(and(eq(challengeMembers.challengeId, challengeId), eq(challengeMembers.userId, userId)));
  return row;
}

export type Claim = { kind: 'taken'; isMailed: boolean } | { kind: 'alreadyToday' } | { kind: 'dayFull' };

/**
 * Takes today's encouragement from one member to another in one statement: the pair's key refuses
 * a second one the same day (of two at once, one wins), the sender's day holds at most
 * `perSenderPerDay`, the recipient's count moves with it, and it is mailed only while the
 * recipient got fewer than `mailsPerRecipientPerDay` mailed today.
 */
export async function claimEncouragement(
  db: Db,
  { senderId, recipientId, day }: { senderId: string; recipientId: string; day: string },
  { perSenderPerDay, mailsPerRecipientPerDay }: { perSenderPerDay: number; mailsPerRecipientPerDay: number },
): Promise<Claim> {
  const [row] = rowsOf<{ is_mailed: boolean }>(
    await db.execute(sql`
      with taken as (
        insert into ${memberEncouragements} (sender_id, recipient_id, day, is_mailed)
        select ${senderId}, ${recipientId}, ${day}::date,
          (select count(*) from ${memberEncouragements} r
            where r.recipient_id = ${recipientId} and r.day = ${day}::date and r.is_mailed) < ${mailsPerRecipientPerDay}
        where (select count(*) from ${memberEncouragements} s
          where s.sender_id = ${senderId} and s.day = ${day}::date) < ${perSenderPerDay}
        on conflict do nothing
        returning recipient_id, is_mailed
      ), counted as (
        update ${challengeMembers} m set encouragements_received = m.encouragements_received + 1
        from taken where m.id = taken.recipient_id
      )
      select is_mailed from taken
    `),
  );
  if (row) return { kind: 'taken', isMailed: row.is_mailed };
  const [pair] = await db
    .select({ day: memberEncouragements.day })
    .from(memberEncouragements)
    .where(
      and(
        eq(memberEncouragements.senderId, senderId),
        eq(memberEncouragements.recipientId, recipientId),
        eq(memberEncouragements.day, day),
      ),
    );
  return pair ? { kind: 'alreadyToday' } : { kind: 'dayFull' };
}

/** Gives back an encouragement whose mail could not go: the pair may try again today. */
export async function releaseEncouragement(
  db: Db,
  { senderId, recipientId, day }: { senderId: string; recipientId: string; day: string },
): Promise<void> {
  await db.execute(sql`
    with released as (
      delete from ${memberEncouragements}
      where sender_id = ${senderId} and recipient_id = ${recipientId} and day = ${day}::date
      returning recipient_id
    )
    update ${challengeMembers} m set encouragements_received = greatest(m.encouragements_received - 1, 0)
    from released where m.id = released.recipient_id
  `);
}
