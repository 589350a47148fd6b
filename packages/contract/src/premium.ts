import { PREMIUM_TYPES } from '@bible-journey/core';
import { z } from 'zod';

// Premium access (spec 3 section 5): creating challenges needs it. Checkout fills it later; until
// then operators grant it (admin.ts).

export const PremiumTypeSchema = z.enum(PREMIUM_TYPES);

/**
 * The signed-in user's premium access. `amountPurchases` counts the challenges a one_time premium
 * may own; `origin` says where it came from ('admin' for an operator's grant, else the payment
 * provider); `ownedChallenges`, how many the user owns now (core's challengeCreation decides).
 */
export const PremiumAccessSchema = z.object({
  type: PremiumTypeSchema,
  amountPurchases: z.number().int(),
  origin: z.string(),
  ownedChallenges: z.number().int(),
});
export type PremiumAccess = z.infer<typeof PremiumAccessSchema>;

/** GET /api/premium: null when the user has no premium access. */
export const PremiumResponseSchema = z.object({ premiumAccess: PremiumAccessSchema.nullable() });
export type PremiumResponse = z.infer<typeof PremiumResponseSchema>;
