/** Limits shared by the web forms and the server checks, so hint and check never drift apart. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
// argon2 cost grows with input; a long enough passphrase still fits.
export const PASSWORD_MAX = 128;
export const TOKEN_MAX = 512;
/** A picture is a URL or a data URL of a small avatar. */
export const PICTURE_MAX = 200_000;
/** text@text.tld: no spaces or extra @, a top-level part of at least 2 characters (spec 1 section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
/** A feedback or error report: its text, how to reach the sender, and a snapshot of the device's local state. */
export const FEEDBACK_MESSAGE_MAX = 4_000;
export const FEEDBACK_CONTACT_MAX = 200;
/** About 200 KB of JSON text. */
export const FEEDBACK_BACKUP_MAX = 200_000;
/** Reports one account may send in 24 hours. */
export const FEEDBACK_PER_ACCOUNT_PER_DAY = 20;
/**
 * Reports without an account everyone together may send in 24 hours (issue 22): past it, the many
 * addresses of one sender can't fill the team's mailbox; a signed-in person can still write.
 */
export const FEEDBACK_ANONYMOUS_PER_DAY = 1_000;
/** Reports kept in all: the oldest beyond it are deleted as new ones arrive. */
export const FEEDBACK_STORED_MAX = 20_000;
/** Device backups kept in all, in bytes: older reports lose their backup (the message stays) beyond it. */
export const FEEDBACK_BACKUPS_BYTES_MAX = 100_000_000;
/** A Bible version id: `nvi`, `kjv`, `eng_asv`… */
export const BIBLE_VERSION_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** Plans kept per account: the app only ever shows the newest; older ones beyond this are deleted. */
export const PLANS_PER_ACCOUNT_MAX = 3;
