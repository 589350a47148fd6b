import { z } from 'zod';
import { CheckoutCurrencySchema } from './checkout.js';

// Donations (spec 1 sections 1 and 2; issue 14): one-time by anyone, monthly by a signed-in person,
// paid by card through Stripe as checkout is. A donation never grants premium (decision 0016).

/** The smallest and largest donation, in cents: one real (or dollar) to a thousand. */
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 100_000;

/** POST /api/donations/create-payment-intent and /create-subscription: how much, in which currency. */
export const DonationBodySchema = z.object({
  amount: z.number().int('must be whole cents').min(DONATION_MIN_CENTS).max(DONATION_MAX_CENTS),
  currency: CheckoutCurrencySchema,
});
export type DonationBody = z.infer<typeof DonationBodySchema>;

/**
 * What Stripe's card form confirms: the client secret, and the publishable key Stripe.js loads with
 * (a signed-out donor has no other way to learn it).
 */
export const DonationPaymentIntentResponseSchema = z.object({ clientSecret: z.string(), publishableKey: z.string() });
export type DonationPaymentIntentResponse = z.infer<typeof DonationPaymentIntentResponseSchema>;

/** The monthly donation: its subscription, paid by confirming its first invoice. */
export const DonationSubscriptionResponseSchema = DonationPaymentIntentResponseSchema.extend({
  subscriptionId: z.string(),
});
export type DonationSubscriptionResponse = z.infer<typeof DonationSubscriptionResponseSchema>;

/** The states of a monthly donation still giving (Stripe's subscription statuses; paused or ended ones bill no more). */
export const MONTHLY_DONATION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;

/** One monthly donation as Stripe has it now. */
export const MonthlyDonationSchema = z.object({
  /** Its Stripe subscription, the one DELETE /api/donations/subscription may name. */
  id: z.string(),
  /** In cents, each month. */
  amount: z.number().int(),
  currency: CheckoutCurrencySchema,
  status: z.enum(MONTHLY_DONATION_STATUSES),
  /** When the next payment is due (the current period's end); null when Stripe has no date for it. */
  nextPaymentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MonthlyDonation = z.infer<typeof MonthlyDonationSchema>;

/**
 * GET and DELETE /api/donations/subscription: the account's monthly donations still giving (after a
 * DELETE, those it left running: normally none).
 */
export const MonthlyDonationsResponseSchema = z.object({ donations: z.array(MonthlyDonationSchema) });
export type MonthlyDonationsResponse = z.infer<typeof MonthlyDonationsResponseSchema>;
