import type { Language } from '@bible-journey/core';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
// The pure entry: importing it injects nothing; Stripe.js is fetched only when loadStripe is called.
import { loadStripe } from '@stripe/stripe-js/pure';

const STRIPE_LOCALES: Record<Language, StripeElementLocale> = { pt: 'pt-BR', en: 'en', id: 'id', pl: 'pl' };

/** The language Stripe's card form and messages speak. */
export const stripeLocale = (language: Language): StripeElementLocale => STRIPE_LOCALES[language];

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once (from js.stripe.com, as Stripe requires: never
 * bundled). A failed load is forgotten, so opening the checkout again tries again.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
