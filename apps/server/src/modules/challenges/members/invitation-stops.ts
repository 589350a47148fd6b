import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { invitationStops } from '../../../db/schema.js';

// "Stop invitations to this address" (issue 22): every invitation mail carries a link signed for
// its address, so only someone holding that mail can stop them; once stopped, no invitation is
// mailed to the address again, whoever invites (lockInvitesOf leaves it out).

/** Signs and checks the stop links of invitation mails, with a server secret. */
export function invitationStopLinks(secret: string, appUrl: string) {
  const sign = (email: string) => createHmac('sha256', secret).update(`invitation-stop:${email}`).digest('base64url');
  const query = (email: string) => new URLSearchParams({ email, signature: sign(email) }).toString();
  return {
    /** The web page where the person confirms (a link scanner's visit stops nothing). */
    pageFor: (email: string) => `${appUrl}/c/invitations/stop?${query(email)}`,
    /** The List-Unsubscribe address, posted to by mail clients (RFC 8058 one-click). */
    oneClickFor: (email: string) => `${appUrl}/api/invitations/stop?${query(email)}`,
    isSignedFor(email: string, signature: string): boolean {
      const expected = Buffer.from(sign(email));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type InvitationStopLinks = ReturnType<typeof invitationStopLinks>;

export async function stopInvitationsTo(db: Db, email: string): Promise<void> {
  await db.insert(invitationStops).values({ email }).onConflictDoNothing();
}
