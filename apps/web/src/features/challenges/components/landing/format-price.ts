import { type Language, LOCALE_TAGS } from '@bible-journey/core';

/**
 * A price of the landing page (spec 3 section 9: subscription 20, single challenge 100): in reais
 * in Portuguese, in dollars in the other languages, written as the language writes money.
 */
export function formatPrice(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[language], {
    style: 'currency',
    currency: language === 'pt' ? 'BRL' : 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}
