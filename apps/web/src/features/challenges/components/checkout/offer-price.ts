import type { CheckoutPrice } from '@bible-journey/contract';
import type { Language, PremiumType } from '@bible-journey/core';
import { checkoutCurrency, formatPrice } from '../../../../lib/format-price.ts';

/** The price of a product to offer in this language: in its currency (reais or dollars), else any. */
export function offerPrice(
  prices: readonly CheckoutPrice[],
  type: PremiumType,
  language: Language,
): CheckoutPrice | undefined {
  const ofType = prices.filter((price) => price.type === type);
  return ofType.find((price) => price.currency === checkoutCurrency(language)) ?? ofType[0];
}

/** The amount of a price from Stripe, in its currency ("R$ 20", "$100"). */
export function priceAmount(price: CheckoutPrice, language: Language): string {
  return formatPrice(price.price.value, language, price.price.currency);
}

/** The product's name as its metadata gives it: Brazilian Portuguese for pt, English otherwise. */
export function productTitle(price: CheckoutPrice, language: Language): string {
  return language === 'pt' ? price.product.metadata.title_pt_br : price.product.metadata.title_en;
}
