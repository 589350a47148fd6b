import type { CheckoutConfigResponse, PremiumAccess } from '@bible-journey/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { useUiLanguage } from '../../../../lib/use-ui-language.ts';
import { useCheckoutConfig } from '../../api/checkout.ts';
import styles from './checkout.module.css';
import { offerPrice } from './offer-price.ts';
import { openCheckout, openPaymentReturn } from './open-checkout.tsx';
import { returnedPayment, withoutReturnParams } from './return-params.ts';

/**
 * The landing's card checkout buttons (spec 1 sections 2 and 4) for a signed-in person who may buy:
 * subscribe, or buy one challenge, at Stripe's prices in the language's currency. While checkout
 * is not set up or Stripe is down, it says so (spec 1 section 8); the prices above stay as text.
 */
export function CardOffers({ premium }: { premium: PremiumAccess | null }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const navigate = useNavigate();
  const config = useCheckoutConfig();
  const goToWizard = () => navigate(paths.newChallengeName());
  usePaymentReturn(config.data, goToWizard);

  if (config.isPending) {
    return (
      <p role="status" className={styles.note}>
        {t('challenges.checkout.loadingPrices')}
      </p>
    );
  }
  if (config.isError) return <p className={styles.error}>{t('challenges.checkout.unavailable')}</p>;

  const { publishableKey, prices } = config.data;
  const offers = [
    { price: offerPrice(prices, 'subscription', language), label: t('challenges.checkout.subscribe') },
    { price: offerPrice(prices, 'one_time', language), label: t('challenges.checkout.buyOne') },
  ];
  return (
    <div className={styles.actions}>
      {offers.map(
        ({ price, label }) =>
          price && (
            <Button
              key={price.id}
              variant={price.type === 'subscription' ? 'primary' : 'secondary'}
              onClick={() => openCheckout({ price, publishableKey, before: premium, goToWizard })}
            >
              {label}
            </Button>
          ),
      )}
    </div>
  );
}

/** A payment Stripe sent back here (its bank needed a page of its own) is reported once, then dropped from the address. */
function usePaymentReturn(config: CheckoutConfigResponse | undefined, goToWizard: () => void) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const returned = returnedPayment(new URLSearchParams(search));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per returned payment, when the key is known.
  useEffect(() => {
    if (!returned || !config) return;
    // The modal adds its history entry after the address is replaced, not under it.
    void Promise.resolve(
      navigate({ search: withoutReturnParams(new URLSearchParams(search)).toString(), hash }, { replace: true }),
    ).then(() => openPaymentReturn({ ...returned, publishableKey: config.publishableKey, goToWizard }));
  }, [returned?.clientSecret, config?.publishableKey]);
}
