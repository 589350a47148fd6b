import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sendNotification } from '../../../../components/feedback/api/send-notification.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { afterModalClosed } from '../../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../../lib/modals/modals.ts';
import { premiumKey } from '../../../../lib/premium.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import styles from './checkout.module.css';
import { NATIVE_PRODUCTS, orderNative, startNativeStore } from './native-purchase.ts';
import { POST_PURCHASE_REDIRECT_MS } from './payment-result.tsx';

type Cdv = typeof CdvPurchase;

const PURCHASING_MODAL_ID = 'native-purchasing';
const PURCHASED_MODAL_ID = 'native-purchased';

/**
 * The offers inside the native shells (spec 1 section 4, "Native purchase"): the store's own
 * products and prices; the store's sheet takes the payment, our server verifies it, then a success
 * message, 3 s, and the wizard (?iosPurchase=true: premium may not have reached this screen yet).
 * A cancel or an error closes the modals and clears the purchasing state; an error is said and reported.
 */
export function NativeOffers({ cdv }: { cdv: Cdv }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isReady, setIsReady] = useState(false);
  const [isBuying, setIsBuying] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is set up once per shell.
  useEffect(() => {
    const stopBuying = () => {
      modals.closeAll();
      setIsBuying(false);
    };
    startNativeStore(cdv, {
      onPurchased: () => {
        modals.close(PURCHASING_MODAL_ID);
        modals.open({
          id: PURCHASED_MODAL_ID,
          title: i18next.t('challenges.checkout.title'),
          render: () => (
            <p role="status" className={styles.success}>
              {i18next.t('challenges.checkout.success')}
            </p>
          ),
        });
        setTimeout(() => {
          modals.closeAll();
          setIsBuying(false);
          void queryClient.invalidateQueries({ queryKey: premiumKey });
          afterModalClosed(PURCHASED_MODAL_ID, () => navigate(paths.newChallengeName({ iosPurchase: true })));
        }, POST_PURCHASE_REDIRECT_MS);
      },
      onCancelled: stopBuying,
      // Spec 1 section 8: native purchase errors close the modals, show the general error, and are reported.
      onFailed: (error) => {
        stopBuying();
        snackbars.show({ message: i18next.t('common.generalError'), severity: 'error' });
        sendNotification(
          { type: 'ERROR_APP', message: `Native purchase failed: ${error.code} ${error.message}`.slice(0, 1000) },
          i18next.language,
        ).catch(() => undefined);
      },
    }).then(
      () => setIsReady(true),
      () => snackbars.show({ message: i18next.t('challenges.checkout.unavailable'), severity: 'error' }),
    );
  }, [cdv]);

  const buy = async (productId: string) => {
    setIsBuying(true);
    modals.open({
      id: PURCHASING_MODAL_ID,
      title: i18next.t('challenges.checkout.title'),
      render: () => (
        <p role="status" className={styles.status}>
          {i18next.t('challenges.checkout.validating')}
        </p>
      ),
    });
    const error = await orderNative(cdv, productId);
    if (error) {
      modals.closeAll();
      setIsBuying(false);
    }
  };

  if (!isReady) {
    return (
      <p role="status" className={styles.note}>
        {t('challenges.checkout.loadingPrices')}
      </p>
    );
  }
  const offers = [
    { id: NATIVE_PRODUCTS.monthly, label: t('challenges.checkout.subscribeNative') },
    { id: NATIVE_PRODUCTS.challenge, label: t('challenges.checkout.buyOne') },
  ].flatMap((offer) => {
    const product = cdv.store.get(offer.id);
    return product?.canPurchase ? [{ ...offer, price: product.pricing?.price ?? '' }] : [];
  });
  return (
    <div className={styles.actions}>
      {offers.map((offer) => (
        <Button key={offer.id} disabled={isBuying} onClick={() => void buy(offer.id)}>
          {offer.price ? `${offer.label} · ${offer.price}` : offer.label}
        </Button>
      ))}
    </div>
  );
}
