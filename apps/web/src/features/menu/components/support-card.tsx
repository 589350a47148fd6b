import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { donationState } from '../../../components/donations/donation-state.ts';
import { donationStrings } from '../../../components/donations/donation-strings.ts';
import { openDonationOptions } from '../../../components/donations/open-donation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import styles from './menu.module.css';

/** "Support Bible Journey" (spec 1 sections 1 and 2): the donation options modal, signed in or not. */
export function SupportCard() {
  const { t } = useTranslation();
  const hasStrings = useLazyStrings(donationStrings);
  const { donated } = useSyncExternalStore(donationState.subscribe, donationState.get);
  if (!hasStrings) return null;
  return (
    <section className={styles.card} aria-labelledby="menu-support-heading">
      <h2 id="menu-support-heading" className={styles.cardTitle}>
        {t('donations.card.heading')}
      </h2>
      <p className={styles.cardText}>{t('donations.card.body')}</p>
      {donated && <p className={styles.cardText}>{t('donations.card.thanks')}</p>}
      <div className={styles.row}>
        <Button onClick={() => void openDonationOptions()}>{t('donations.card.donate')}</Button>
      </div>
    </section>
  );
}
