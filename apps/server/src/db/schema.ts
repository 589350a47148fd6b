import type { FeedbackType } from '@bible-journey/contract';
import type { Language, ReadingOrder } from '@bible-journey/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

type ChapterRefJson = { book: string; chapter: number };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Server-side settings and generated secrets (e.g. the JWT secret made on first start). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always lower case. */
    email: text('email').notNull(),
    /** argon2id; null for social-only accounts and for invited people who haven't registered. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    appleId: text('apple_id'),
    picture: text('picture'),
    language: text('language'),
    hasConfirmedAccount: boolean('has_confirmed_account').notNull().default(false),
    /**
     * Sign-in tokens carry the version they were issued under; moving it on (password reset or
     * change, log out everywhere, takeover by the address's verified owner) ends every earlier one.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_google_id_key').on(table.googleId),
    uniqueIndex('users_facebook_id_key').on(table.facebookId),
    uniqueIndex('users_apple_id_key').on(table.appleId),
  ],
);

/** Single-use e-mail tokens (confirm e-mail, reset password); only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'confirmEmail' | 'resetPassword'>(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_tokens_hash_key').on(table.tokenHash), index('user_tokens_user_idx').on(table.userId)],
);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readingOrder: text('reading_order').notNull().$type<ReadingOrder>(),
    planType: smallint('plan_type').notNull().$type<0 | 1 | 2>(),
    chaptersPerDay: integer('chapters_per_day').notNull(),
    quantityOfDays: integer('quantity_of_days').notNull(),
    blockedWeekDays: smallint('blocked_week_days').array().notNull().default(sql`'{}'::smallint[]`),
    shouldTrackDelays: boolean('should_track_delays').notNull().default(true),
    delays: integer('delays').notNull().default(0),
    /** Moves on with every write to the plan or one of its days; whole-plan writes name the one they read. */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plans_user_idx').on(table.userId, table.createdAt)],
);

/** One row per day, so marking a day read touches one row and two devices never overwrite each other. */
export const planDays = pgTable(
  'plan_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    read: boolean('read').notNull().default(false),
    /** When the read mark last changed, as the device that changed it said; the latest change wins. */
    readChangedAt: timestamp('read_changed_at', { withTimezone: true, precision: 3 }),
    readingStart: jsonb('reading_start').notNull().$type<ChapterRefJson>(),
    readingEnd: jsonb('reading_end').notNull().$type<ChapterRefJson>(),
    readingDetails: jsonb('reading_details').notNull().$type<ChapterRefJson[]>(),
  },
  (table) => [uniqueIndex('plan_days_plan_position_key').on(table.planId, table.position)],
);

/**
 * Days an edit or replan removed, with their chapters: a mark sent later for one of them (by a
 * device that hadn't seen the edit) lands on the day that now holds those chapters.
 */
export const retiredPlanDays = pgTable(
  'retired_plan_days',
  {
    id: uuid('id').primaryKey(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    readingDetails: jsonb('reading_details').notNull().$type<ChapterRefJson[]>(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('retired_plan_days_plan_idx').on(table.planId)],
);

/** Mails kept when no SMTP server is configured, so confirm and reset links work in development. */
export const outboxMails = pgTable('outbox_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/** Feedback and error reports sent from the app (POST /api/service/send-notification). */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull().$type<FeedbackType>(),
    message: text('message').notNull(),
    contact: text('contact'),
    /** The device's stored local state (JSON text), when the app sent it. */
    backup: text('backup'),
    /** The signed-in sender; null for anonymous reports and once the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The interface language the sender used. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('feedback_messages_created_idx').on(table.createdAt),
    index('feedback_messages_user_idx').on(table.userId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A Bible version held in the database (imported from a file or downloaded whole from freeUse). */
export const bibleVersions = pgTable('bible_versions', {
  id: text('id').primaryKey(),
  abbr: text('abbr').notNull(),
  name: text('name').notNull(),
  language: text('language').notNull().$type<Language>(),
  license: text('license').notNull(),
  /** Where the text was taken from, as the imported file says. */
  source: text('source').notNull(),
  /** Attribution the licence requires wherever the text is shown. */
  attribution: text('attribution'),
  notice: text('notice'),
  commercialUse: boolean('commercial_use').notNull().default(true),
  /** Book names in the translation's own words (66, canonical order); null uses the interface's names. */
  bookNames: jsonb('book_names').$type<string[]>(),
  verseCount: integer('verse_count').notNull(),
  /** The whole version as served by GET /api/bible/{id}: gzip-compressed JSON and its ETag. */
  downloadGzip: bytea('download_gzip').notNull(),
  downloadEtag: text('download_etag').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One chapter of an imported version: its verse texts in order (verse 1 at [0]). */
export const bibleChapters = pgTable(
  'bible_chapters',
  {
    versionId: text('version_id')
      .notNull()
      .references(() => bibleVersions.id, { onDelete: 'cascade' }),
    bookIndex: smallint('book_index').notNull(),
    chapter: smallint('chapter').notNull(),
    verses: jsonb('verses').notNull().$type<string[]>(),
    title: text('title'),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.bookIndex, table.chapter] })],
);

/** Chapters fetched from a remote provider, kept so each is fetched once. */
export const bibleChapterCache = pgTable(
  'bible_chapter_cache',
  {
    versionId: text('version_id').notNull(),
    origin: text('origin').notNull().$type<'freeUse' | 'bibleBrain' | 'aBibliaDigital'>(),
    bookIndex: smallint('book_index').notNull(),
    chapter: smallint('chapter').notNull(),
    bookName: text('book_name').notNull(),
    verses: jsonb('verses').notNull().$type<{ number: number; text: string }[]>(),
    title: text('title'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.origin, table.bookIndex, table.chapter] })],
);
