import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs and checks the weekly summary's stop links with a server secret: only someone holding a
 * summary mail can stop the leader's summaries without signing in.
 */
export function weeklySummaryStopLinks(secret: string, appUrl: string) {
  const sign = (userId: string) =>
    createHmac('sha256', secret).update(`weekly-summary-stop:${userId}`).digest('base64url');
  const query = (userId: string) => new URLSearchParams({ user: userId, signature: sign(userId) }).toString();
  return {
    /** The web page where the leader confirms (a link scanner's visit stops nothing). */
    pageFor: (userId: string) => `${appUrl}/c/weekly-summary/stop?${query(userId)}`,
    /** The List-Unsubscribe address, posted to by mail clients (RFC 8058 one-click). */
    oneClickFor: (userId: string) => `${appUrl}/api/challenges/weekly-summary/stop?${query(userId)}`,
    isSignedFor(userId: string, signature: string): boolean {
      const expected = Buffer.from(sign(userId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type WeeklySummaryStopLinks = ReturnType<typeof weeklySummaryStopLinks>;
