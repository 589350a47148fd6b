import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-side settings and generated secrets (e.g. the JWT secret made on first start). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
