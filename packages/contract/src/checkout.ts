import { z } from 'zod';
import { EmailSchema } from './auth.js';
import { PremiumTypeSchema } from './premium.js';

// Card checkout through Stripe (spec 1 sections 3, 4, 7 and 8; issue 14). Every call is signed in.
// Premium itself is granted by Stripe's webhooks only, never by these answers (decision 0014).

/** Spec 1 section 8: the answer (503) of every checkout call while checkout is not set up or Stripe fails. */
export const CHECKOUT_UNAVAILABLE_MESSAGE = 'Sorry, checkout is temporarily unavailable. Please try again later.';

/** The currencies prices are shown in: reais in Brazil, dollars elsewhere (spec 1 section 9). */
export const CHECKOUT_CURRENCIES = ['brl', 'usd'] as const;
export const CheckoutCurrencySchema = z.enum(CHECKOUT_CURRENCIES);
export type CheckoutCurrency = z.infer<typeof CheckoutCurrencySchema>;

/**
 * The optional `Idempotency-Key` request header of the creating calls: a client that retries a
 * request sends the same key and gets the same customer, intent or subscription back.
 */
export const IDEMPOTENCY_KEY_MAX = 200;
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
});
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeadersSchema>;

/** A Stripe object id as the client sends it back (price_…, cus_…, sub_…). */
const stripeId = (prefix: string) =>
  z
    .string()
    .max(255)
    .regex(new RegExp(`^${prefix}_\\w+$`), `must be a Stripe id starting with ${prefix}_`);

/**
 * A price on sale (spec 1 section 3): `unit_amount` in cents; `price` the same amount in units with
 * its ISO currency, ready for Intl.NumberFormat; `type` says which product it buys (the monthly
 * subscription, or one challenge); the product's titles in Brazilian Portuguese and English come
 * from its metadata (`title_pt_br`, `title_en`), else its name.
 */
export const CheckoutPriceSchema = z.object({
  id: z.string(),
  type: PremiumTypeSchema,
  currency: CheckoutCurrencySchema,
  unit_amount: z.number().int(),
  price: z.object({ value: z.number(), currency: z.string() }),
  recurring: z.object({ interval: z.string() }).nullable(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    metadata: z.object({ title_pt_br: z.string(), title_en: z.string() }),
  }),
});
export type CheckoutPrice = z.infer<typeof CheckoutPriceSchema>;

/** GET /api/checkout/config: what Stripe.js needs, and the prices on sale. */
export const CheckoutConfigResponseSchema = z.object({
  publishableKey: z.string(),
  prices: z.array(CheckoutPriceSchema),
});
export type CheckoutConfigResponse = z.infer<typeof CheckoutConfigResponseSchema>;

/** POST /api/checkout/create-customer: the Stripe customer a subscription is made for (one per account). */
export const CreateCustomerBodySchema = z.object({ email: EmailSchema });
export type CreateCustomerBody = z.infer<typeof CreateCustomerBodySchema>;
export const CreateCustomerResponseSchema = z.object({ customer: z.object({ id: z.string() }) });
export type CreateCustomerResponse = z.infer<typeof CreateCustomerResponseSchema>;

/** POST /api/checkout/create-payment-intent: the one-time purchase of one challenge, in the price's currency. */
export const CreatePaymentIntentBodySchema = z.object({ price_id: stripeId('price') });
export type CreatePaymentIntentBody = z.infer<typeof CreatePaymentIntentBodySchema>;
export const CreatePaymentIntentResponseSchema = z.object({ clientSecret: z.string() });
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

/** POST /api/checkout/create-subscription: the monthly subscription, paid by confirming its first invoice. */
export const CreateSubscriptionBodySchema = z.object({ priceId: stripeId('price'), customerId: stripeId('cus') });
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBodySchema>;
export const CreateSubscriptionResponseSchema = z.object({ subscriptionId: z.string(), clientSecret: z.string() });
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

/** DELETE /api/premium: the subscription to cancel (spec 1 section 7); without it, the account's current one. */
export const CancelSubscriptionHeadersSchema = z.object({ subscription_id: stripeId('sub').optional() });
export type CancelSubscriptionHeaders = z.infer<typeof CancelSubscriptionHeadersSchema>;

/** POST /api/checkout/webhook: Stripe is told the event was taken (or was already). */
export const CheckoutWebhookResponseSchema = z.object({ received: z.literal(true) });
export type CheckoutWebhookResponse = z.infer<typeof CheckoutWebhookResponseSchema>;
