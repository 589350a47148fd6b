import { PREMIUM_TYPES } from '@bible-journey/core';
import { z } from 'zod';

// Premium access (spec 3 section 5): creating challenges needs it. Stripe payments (checkout.ts),
// store purchases (store-purchases.ts) and operators' grants (admin.ts) make it up (decisions 0014, 0015).

export const PremiumTypeSchema = z.enum(PREMIUM_TYPES);

/**
 * The signed-in user's premium access. `amountPurchases` counts the challenges a one_time premium
 * may own; `origin` says where it came from ('admin' for an operator's grant, 'stripe' for a card
 * payment, 'android' or 'ios' for a store purchase); `ownedChallenges`, how many the user owns now
 * (core's challengeCreation decides).
 * The optional fields are the spec's premiumAccess record (spec 1 section 3), present when known:
 * the paid product (`product_title`, `amount_paid` in cents, `currency_paid`), and for a Stripe
 * subscription its `subscription_id` and `customer_id` (what DELETE /api/premium cancels).
 * For a Google Play purchase, its `purchaseToken` (what the app validates again); `pendingApproval`
 * is true while a Play purchase of the account waits for its payment (it grants nothing yet).
 */
export const PremiumAccessSchema = z.object({
  type: PremiumTypeSchema,
  amountPurchases: z.number().int(),
  origin: z.string(),
  ownedChallenges: z.number().int(),
  product_title: z.string().optional(),
  amount_paid: z.number().int().optional(),
  currency_paid: z.string().optional(),
  customer_id: z.string().optional(),
  subscription_id: z.string().optional(),
  purchaseToken: z.string().optional(),
  pendingApproval: z.boolean().optional(),
});
export type PremiumAccess = z.infer<typeof PremiumAccessSchema>;

/** GET /api/premium: null when the user has no premium access. */
export const PremiumResponseSchema = z.object({ premiumAccess: PremiumAccessSchema.nullable() });
export type PremiumResponse = z.infer<typeof PremiumResponseSchema>;
