import { CHECKOUT_CURRENCIES, type CheckoutCurrency, type CheckoutPrice } from '@bible-journey/contract';
import type { PremiumType } from '@bible-journey/core';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutConfig } from '../../config.js';
import { callStripe, checkoutUnavailable, type Stripe } from '../../integrations/payments/stripe.js';

/** How long the prices read from Stripe are kept: they change only when an operator changes the configuration. */
const CATALOG_TTL_MS = 10 * 60_000;

export interface PriceCatalog {
  /** Every price on sale; Stripe is asked at most once per CATALOG_TTL_MS. 503 when it can't be read. */
  prices(): Promise<CheckoutPrice[]>;
  /** The price on sale with this id for this product, or undefined. */
  find(id: string, type: PremiumType): Promise<CheckoutPrice | undefined>;
}

/** The configured prices (STRIPE_MONTHLY_PRICE_IDS, STRIPE_CHALLENGE_PRICE_IDS) as Stripe has them. */
export function createPriceCatalog(
  stripe: Stripe,
  config: Pick<CheckoutConfig, 'monthlyPriceIds' | 'challengePriceIds'>,
  log: FastifyBaseLogger,
): PriceCatalog {
  let cached: { prices: Promise<CheckoutPrice[]>; until: number } | undefined;
  const configured: [string, PremiumType][] = [
    ...config.monthlyPriceIds.map((id): [string, PremiumType] => [id, 'subscription']),
    ...config.challengePriceIds.map((id): [string, PremiumType] => [id, 'one_time']),
  ];

  const load = async () => {
    const prices = await callStripe(log, () =>
      Promise.all(
        configured.map(async ([id, type]) =>
          toCheckoutPrice(await stripe.prices.retrieve(id, { expand: ['product'] }), type),
        ),
      ),
    );
    const problems = catalogProblems(prices);
    if (problems.length > 0) {
      log.error({ problems }, 'the configured Stripe prices cannot be sold');
      throw checkoutUnavailable();
    }
    return prices.filter((price): price is CheckoutPrice => typeof price !== 'string');
  };

  const prices = () => {
    const now = Date.now();
    if (!cached || cached.until <= now) {
      const loading = load();
      cached = { prices: loading, until: now + CATALOG_TTL_MS };
      // A failure is not kept: the next call asks Stripe again.
      loading.catch(() => {
        if (cached?.prices === loading) cached = undefined;
      });
    }
    return cached.prices;
  };

  return {
    prices,
    find: async (id, type) => (await prices()).find((price) => price.id === id && price.type === type),
  };
}

/** A Stripe price as the app sells it, or what is wrong with it. */
function toCheckoutPrice(price: Stripe.Price, type: PremiumType): CheckoutPrice | string {
  const product = price.product;
  if (typeof product === 'string' || product.deleted) return `${price.id}: its product is missing`;
  if (!price.active || !product.active) return `${price.id}: not active`;
  if (!isCurrency(price.currency))
    return `${price.id}: currency ${price.currency} (only ${CHECKOUT_CURRENCIES.join(', ')})`;
  if (price.unit_amount === null) return `${price.id}: no unit amount`;
  if (type === 'subscription' && price.recurring?.interval !== 'month') return `${price.id}: not a monthly price`;
  if (type === 'one_time' && price.type !== 'one_time') return `${price.id}: not a one-time price`;
  return {
    id: price.id,
    type,
    currency: price.currency,
    unit_amount: price.unit_amount,
    price: { value: price.unit_amount / 100, currency: price.currency.toUpperCase() },
    recurring: price.recurring ? { interval: price.recurring.interval } : null,
    product: {
      id: product.id,
      name: product.name,
      metadata: {
        title_pt_br: product.metadata.title_pt_br || product.name,
        title_en: product.metadata.title_en || product.name,
      },
    },
  };
}

function catalogProblems(prices: (CheckoutPrice | string)[]): string[] {
  const problems = prices.filter((price): price is string => typeof price === 'string');
  const seen = new Set<string>();
  for (const price of prices) {
    if (typeof price === 'string') continue;
    const slot = `${price.type} in ${price.currency}`;
    if (seen.has(slot)) problems.push(`two prices for ${slot}`);
    seen.add(slot);
  }
  return problems;
}

const isCurrency = (currency: string): currency is CheckoutCurrency =>
  (CHECKOUT_CURRENCIES as readonly string[]).includes(currency);
