import type { ExpiringCounters } from '../../http/expiring-counters.js';

// Reset and confirmation mails a person did not ask for are bounded per address (issue 22): at most
// five an hour, whoever asks and from wherever. Past them the request is answered as if the mail
// had gone, so the answer tells nothing, and the inbox gets nothing more.

export const MAILS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export function mailAllowance(counters: ExpiringCounters) {
  return {
    /** Counts one account mail to `email`; false when the hour's are used up (send nothing). */
    async take(email: string): Promise<boolean> {
      return (
        (await counters.increment(`account-mail:${email.trim().toLowerCase()}`, HOUR_MS)) <= MAILS_PER_ADDRESS_PER_HOUR
      );
    },
  };
}

export type MailAllowance = ReturnType<typeof mailAllowance>;
