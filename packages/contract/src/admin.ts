import { z } from 'zod';
import { EmailSchema } from './auth.js';
import { PremiumAccessSchema, PremiumTypeSchema } from './premium.js';

// The operators' API (issue 12): exists only when ADMIN_TOKEN is set, and answers only
// `Authorization: Bearer <ADMIN_TOKEN>`; any other token gets 401.

/** POST /api/admin/premium: grants (or changes) an account's premium; amountPurchases counts for one_time (default 1). */
export const AdminPremiumGrantBodySchema = z.object({
  email: EmailSchema,
  type: PremiumTypeSchema,
  amountPurchases: z.number().int().min(1).max(100_000).optional(),
});
export type AdminPremiumGrantBody = z.infer<typeof AdminPremiumGrantBodySchema>;

/** The account's premium access as it now stands. */
export const AdminPremiumGrantResponseSchema = z.object({ premiumAccess: PremiumAccessSchema });
export type AdminPremiumGrantResponse = z.infer<typeof AdminPremiumGrantResponseSchema>;

/** DELETE /api/admin/premium: revokes it; the owner's challenges are suspended (decision 0009). */
export const AdminPremiumRevokeBodySchema = z.object({ email: EmailSchema });
export type AdminPremiumRevokeBody = z.infer<typeof AdminPremiumRevokeBodySchema>;

/** False when the account had no premium access (or there is no such account). */
export const AdminPremiumRevokeResponseSchema = z.object({ revoked: z.boolean() });
export type AdminPremiumRevokeResponse = z.infer<typeof AdminPremiumRevokeResponseSchema>;
