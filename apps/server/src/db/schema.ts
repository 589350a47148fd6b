import type { FeedbackType } from '@bible-journey/contract';
import type { Language, ReadingOrder } from '@bible-journey/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
    /** Set on a challenge's template and on each member's copy of it (decision 0009); null for a personal plan. */
    challengeId: uuid('challenge_id').references((): AnyPgColumn => challenges.id, { onDelete: 'cascade' }),
    /** Moves on with every write to the plan or one of its days; whole-plan writes name the one they read. */
    revision: integer('revision').notNull().default(0),
    /**
     * On a member's copy of a challenge plan: the template's revision it follows. A copy behind the
     * template still has to follow the leader's last edit (a follow stopped halfway resumes from it).
     */
    templateRevision: integer('template_revision'),
    /**
     * On a member's copy that never replanned: the template whose days are the copy's days
     * (decision 0025). Such a copy has no day rows; each day's mark is the member's chapters
     * (challenge_read_chapters). Null once the member replans: the copy then has days of its own.
     */
    daysFrom: uuid('days_from').references((): AnyPgColumn => plans.id, { onDelete: 'cascade' }),
    /**
     * On a member's copy: the member started with the group, leaving out the unread days before
     * this date (a late joiner's third way); they stay out when the copy follows a leader's edit.
     */
    skippedBefore: date('skipped_before', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plans_user_idx').on(table.userId, table.createdAt),
    index('plans_challenge_idx').on(table.challengeId),
    index('plans_days_from_idx').on(table.daysFrom),
  ],
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
    /** The day's id: a day of a template may retire from each copy that stopped sharing it (decision 0025). */
    id: uuid('id').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    readingDetails: jsonb('reading_details').notNull().$type<ChapterRefJson[]>(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.planId] }), index('retired_plan_days_plan_idx').on(table.planId)],
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

/**
 * What a user bought (or an operator granted): creating challenges needs it (spec 3 section 5).
 * Recomputed from premium_grants, stripe_purchases and store_purchases whenever one of them
 * changes (decisions 0014, 0015).
 */
export const premiumAccess = pgTable('premium_access', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull().$type<'subscription' | 'one_time'>(),
  /** For one_time: how many challenges the user may own. */
  amountPurchases: integer('amount_purchases').notNull().default(1),
  /** Where it came from: 'admin' (granted by an operator), or a payment provider ('stripe'). */
  origin: text('origin').notNull(),
  /** The paid product behind it (the spec's product_title, amount_paid in cents, currency_paid). */
  productTitle: text('product_title'),
  amountPaid: integer('amount_paid'),
  currencyPaid: text('currency_paid'),
  /** For a Stripe subscription: the subscription and its customer. */
  subscriptionId: text('subscription_id'),
  customerId: text('customer_id'),
  /** For a Google Play purchase: its token (the app validates it again). */
  purchaseToken: text('purchase_token'),
  /** A Play purchase of the user waits for its payment (it grants nothing until it is paid). */
  pendingApproval: boolean('pending_approval').notNull().default(false),
  /** When a store subscription behind it runs out: premium read after then is recomputed first. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's grant (the admin API), one per user; one_time grants add up as purchases do. */
export const premiumGrants = pgTable('premium_grants', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull().$type<'subscription' | 'one_time'>(),
  amountPurchases: integer('amount_purchases').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Stripe customer of an account (subscriptions are made for it), one each. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A card payment through Stripe: a one-time challenge purchase (its payment intent, `pi_…`) or a
 * monthly subscription (`sub_…`), as last read from Stripe. Only a verified webhook (or Stripe's
 * answer to a cancel) moves `grants_premium`.
 */
export const stripePurchases = pgTable(
  'stripe_purchases',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'subscription' | 'one_time'>(),
    /** Stripe's status of the object; 'refunded' for a payment intent whose charge was refunded in full. */
    status: text('status').notNull(),
    grantsPremium: boolean('grants_premium').notNull().default(false),
    priceId: text('price_id').notNull(),
    productTitle: text('product_title'),
    amountPaid: integer('amount_paid').notNull(),
    currencyPaid: text('currency_paid').notNull(),
    customerId: text('customer_id'),
    /** When this state was read from Stripe: an older read never overwrites a newer one. */
    syncedAt: timestamp('synced_at', { withTimezone: true, precision: 6 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stripe_purchases_user').on(table.userId, table.kind)],
);

/**
 * A purchase made in an app store (decision 0015): a Google Play purchase token or an App Store
 * transaction, as the store last said it was. A token or transaction belongs to the first account
 * that saved it, and counts once.
 */
export const storePurchases = pgTable(
  'store_purchases',
  {
    provider: text('provider').notNull().$type<'google_play' | 'app_store'>(),
    /** The Play purchase token, or the App Store transaction id. */
    purchaseId: text('purchase_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    kind: text('kind').notNull().$type<'subscription' | 'one_time'>(),
    /** The store's word for it (e.g. SUBSCRIPTION_STATE_ACTIVE, purchased, revoked). */
    state: text('state').notNull(),
    /** Paid for in the store, but the payment is still pending (Play's pending purchases). */
    pendingApproval: boolean('pending_approval').notNull().default(false),
    grantsPremium: boolean('grants_premium').notNull().default(false),
    /** A subscription's paid time ends then (it grants nothing after, whatever the last read said). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    productTitle: text('product_title'),
    amountPaid: integer('amount_paid'),
    currencyPaid: text('currency_paid'),
    /** When this state was read from the store: an older read never overwrites a newer one. */
    readAt: timestamp('read_at', { withTimezone: true, precision: 6 }).notNull(),
    /**
     * When the server last asked the store about it unprompted (a lapsed or pending Play purchase,
     * read as premium is), answered or not: it asks again only some minutes later.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.purchaseId] }),
    index('store_purchases_user').on(table.userId, table.provider),
  ],
);

/** Stripe webhook events already handled: a redelivered (or concurrently delivered) event is handled once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A group reading challenge (spec 3). Its members, invites and questions hang off it. */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    includeLeaders: boolean('include_leaders').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    finishDate: date('finish_date', { mode: 'string' }).notNull(),
    /** The leader's template plan; null while the challenge has no plan. */
    templatePlanId: uuid('template_plan_id').references((): AnyPgColumn => plans.id, { onDelete: 'set null' }),
    /** Set while the owner has no premium: members see nothing, but nothing is erased. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The shared invite link's key once the leader made a new link (issue 22): links without it
     * stop working. Null: the first link, the challenge's id alone.
     */
    inviteLinkKey: text('invite_link_key'),
    /** The leader turned the shared link off: only people invited by e-mail can join. */
    inviteLinkOff: boolean('invite_link_off').notNull().default(false),
    /**
     * The join code (issue 23, core's join-code.ts): opens the invite page like the shared link,
     * stops with it (off) and changes with it (renew). Unique, so a code names one challenge; drawn
     * by the database (bj_new_join_code(), migration 0016) from core's JOIN_CODE_ALPHABET.
     */
    joinCode: text('join_code').notNull().default(sql`bj_new_join_code()`),
    /**
     * Accepted participants (the owner not counted), kept by a statement trigger on
     * challenge_members in the transaction of every join, removal, departure and account deletion
     * (decision 0021): read wherever participants are counted, never counted per request.
     */
    participantCount: integer('participant_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('challenges_owner_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('challenges_join_code_idx').on(table.joinCode),
  ],
);

/**
 * A member of a challenge (the owner too); its id is the spec's rankingId. The totals are kept by
 * database triggers on plan_days and challenge_answers (decision 0009), never summed per request.
 */
export const challengeMembers = pgTable(
  'challenge_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull().default(false),
    /** The member's own copy of the challenge plan; null while the challenge has none. */
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** Days of the current plan whose chapters the member all read (challenge_read_chapters). */
    readDays: integer('read_days').notNull().default(0),
    dayCount: integer('day_count').notNull().default(0),
    /**
     * A point for each day the member ticked read, less one for each they unticked (never below
     * zero): what their reading earned. Their reading points are the least of this and read_days,
     * so a leader's edit never gives points for nothing (decision 0020).
     */
    earnedPoints: integer('earned_points').notNull().default(0),
    questionPoints: integer('question_points').notNull().default(0),
    totalPoints: integer('total_points')
      .notNull()
      .generatedAlwaysAs(sql`least(earned_points, read_days) + question_points`),
    /** Read days over plan days × 10,000, rounded half up as core's conclusionPercentage: the percentage to 2 decimals, as an indexable integer. */
    conclusionBasisPoints: integer('conclusion_basis_points')
      .notNull()
      .generatedAlwaysAs(
        sql`case when day_count > 0 then (read_days * 20000 + day_count) / (2 * day_count) else 0 end`,
      ),
    /** When the points last changed: of two members with the same score, the earlier one ranks higher. */
    pointsChangedAt: timestamp('points_changed_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastEncouragedOn: date('last_encouraged_on', { mode: 'string' }),
    /** Encouragements other members sent this one (member_encouragements), kept with each insert. */
    encouragementsReceived: integer('encouragements_received').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The member's name and address, lower case and without accents, for the leader's search
     * (decision 0021): set by a trigger from users on insert, and again when the user changes them.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    uniqueIndex('challenge_members_challenge_user_key').on(table.challengeId, table.userId),
    // The leader's pages (decision 0021): the participants in the order they joined, the progress
    // view in its order of need, and the search by trigram (pg_trgm, with btree_gin for the key).
    index('challenge_members_joined_idx')
      .on(table.challengeId, table.joinedAt, table.id)
      .where(sql`not ${table.isOwner}`),
    index('challenge_members_need_idx')
      .on(table.challengeId, table.readDays, sql`coalesce(${table.lastReadAt}, '-infinity'::timestamptz)`, table.id)
      .where(sql`not ${table.isOwner}`),
    index('challenge_members_search_idx').using('gin', table.challengeId, table.searchText.op('gin_trgm_ops')),
    index('challenge_members_user_idx').on(table.userId),
    uniqueIndex('challenge_members_plan_key').on(table.planId),
    index('challenge_members_general_rank_idx').on(
      table.challengeId,
      table.totalPoints.desc(),
      table.pointsChangedAt,
      table.id,
    ),
    index('challenge_members_questions_rank_idx').on(
      table.challengeId,
      table.questionPoints.desc(),
      table.pointsChangedAt,
      table.id,
    ),
    index('challenge_members_reading_rank_idx').on(
      table.challengeId,
      table.conclusionBasisPoints.desc(),
      table.pointsChangedAt,
      table.id,
    ),
  ],
);

/**
 * The chapters a member of a challenge read (decision 0020): a tick reads its day's chapters, an
 * untick unreads them. A leader's edit moves chapters between days, never in or out of here, so a
 * day of any version of the plan is read exactly when all its chapters are listed. Kept by the
 * plan_days trigger with the member's totals.
 */
export const challengeReadChapters = pgTable(
  'challenge_read_chapters',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => challengeMembers.id, { onDelete: 'cascade' }),
    /** core's chapterKeyOf: `Book:chapter`. */
    chapter: text('chapter').notNull(),
    /**
     * False: the member unread it (on a copy sharing the template's days the row stays, so the
     * time of the untick decides against an older tick arriving later; decision 0025).
     */
    read: boolean('read').notNull().default(true),
    /** When it was last read, or unread when `read` is false. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.chapter] })],
);

/** An e-mail invited to a challenge who has not accepted yet (spec 3 section 4). */
export const challengeInvites = pgTable(
  'challenge_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    /** Always lower case. */
    email: text('email').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('challenge_invites_challenge_email_key').on(table.challengeId, table.email),
    // The invited list's pages, in the order they were invited (decision 0021).
    index('challenge_invites_list_idx').on(table.challengeId, table.createdAt, table.id),
    index('challenge_invites_email_idx').on(table.email),
  ],
);

/**
 * An address whose owner asked for no more challenge invitations (issue 22, the mail's
 * List-Unsubscribe): no invitation is mailed to it again, whoever invites.
 */
export const invitationStops = pgTable('invitation_stops', {
  /** Always lower case. */
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A participant the leader removed (issue 22): they cannot come back by the shared link, only by
 * a new invitation (accepting it ends this row).
 */
export const challengeRemovals = pgTable(
  'challenge_removals',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // When the leader removed them.
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.challengeId, table.userId] })],
);

/** A leader's quiz question (spec 3 section 2, "Questions screen"). */
export const challengeQuestions = pgTable(
  'challenge_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    statement: text('statement').notNull(),
    alternatives: jsonb('alternatives').notNull().$type<string[]>(),
    answer: text('answer').notNull(),
    points: integer('points').notNull().default(3),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('challenge_questions_challenge_idx').on(table.challengeId, table.createdAt)],
);

/** A member's one answer to a question: the key makes a second (or racing) answer impossible. */
export const challengeAnswers = pgTable(
  'challenge_answers',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => challengeQuestions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => challengeMembers.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    /** What this answer scored (0 when wrong); taken back if the question is deleted. */
    points: integer('points').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.memberId] }),
    index('challenge_answers_member_idx').on(table.memberId),
  ],
);

/**
 * Where a device's notifications go (issue 13): a browser's Web Push subscription (endpoint and
 * keys) or a native app's push token. Signed-out devices have one too (no user).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * What identifies the device: the Web Push endpoint, or the native token; `email:<user id>`
     * for a person's e-mail reminder (PUT /api/notifications/email-reminder).
     */
    deviceKey: text('device_key').notNull(),
    kind: text('kind').notNull().$type<'webpush' | 'native' | 'email'>(),
    /**
     * The subscriptionToken as the device sent it, answered back by the calls; for an e-mail
     * reminder, its time ("07:30"), kept while the reminder is off.
     */
    token: text('token').notNull(),
    p256dh: text('p256dh'),
    auth: text('auth'),
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_device_key').on(table.deviceKey),
    index('push_subscriptions_user').on(table.userId),
  ],
);

/** A device's daily reminder at hour:minute in its zone, with its next firing (decision 0011). */
export const reminders = pgTable(
  'reminders',
  {
    subscriptionId: uuid('subscription_id')
      .primaryKey()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    hour: smallint('hour').notNull(),
    minute: smallint('minute').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The device's own words, said when the server knows no plan to name the day's reading from. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    nextFireDate: date('next_fire_date', { mode: 'string' }).notNull(),
    nextFireAt: timestamp('next_fire_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reminders_next_fire_at').on(table.nextFireAt)],
);

/** One reminder sent for one local date: the key makes a second send of that date impossible. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().$type<'pending' | 'sent' | 'skipped' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.localDate] }),
    index('reminder_deliveries_due').on(table.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

/**
 * A member's one-tap encouragement of another member of the same challenge (issue 23): one per
 * sender, recipient and day, the key refusing a second one even when two arrive at once.
 */
export const memberEncouragements = pgTable(
  'member_encouragements',
  {
    senderId: uuid('sender_id')
      .notNull()
      .references(() => challengeMembers.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => challengeMembers.id, { onDelete: 'cascade' }),
    /** The server's (UTC) calendar day it was sent. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Whether the recipient was mailed (a few a day are; the rest are only counted). */
    isMailed: boolean('is_mailed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.senderId, table.recipientId, table.day] }),
    index('member_encouragements_recipient_day_idx').on(table.recipientId, table.day),
    index('member_encouragements_sender_day_idx').on(table.senderId, table.day),
    check('member_encouragements_not_self', sql`${table.senderId} <> ${table.recipientId}`),
  ],
);

/** A leader who turned the weekly summary off (issue 23): in the menu, or by the mail's link. */
export const weeklySummaryOptOuts = pgTable('weekly_summary_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A leader's weekly summary of one week (its Monday): made by the first process to claim it (the
 * key refuses a second), then leased, sent and marked like a reminder's delivery (decision 0011).
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').notNull().$type<'pending' | 'sent' | 'skipped' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.weekStart] }),
    index('weekly_summaries_due').on(table.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);
