import type { CheckoutCurrency } from '@bible-journey/contract';
import { type Language, LOCALE_TAGS } from '@bible-journey/core';

/** Spec 1 section 9: prices in reais for Portuguese, in dollars for the other languages. */
export function checkoutCurrency(language: Language): CheckoutCurrency {
  return language === 'pt' ? 'brl' : 'usd';
}

/**
 * A price as the language writes money: the landing's text prices (spec 3 section 9: subscription
 * 20, single challenge 100) in the language's currency, or a price from Stripe in its own currency.
 * Whole amounts without cents.
 */
export function formatPrice(amount: number, language: Language, currency: string = checkoutCurrency(language)): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALE_TAGS[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
