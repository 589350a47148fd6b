import type { PublicSettingsResponse } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

/**
 * How to reach us about challenges (spec 3's landing: by e-mail or WhatsApp), each shown only when
 * the operators set it (CONTACT_EMAIL, CONTACT_WHATSAPP); with neither, no section at all.
 */
export function ContactSection({ settings }: { settings: PublicSettingsResponse | undefined }) {
  const { t } = useTranslation();
  const email = settings?.contactEmail ?? null;
  const whatsapp = settings?.contactWhatsapp ?? null;
  if (email === null && whatsapp === null) return null;
  return (
    <section className={styles.section} aria-labelledby="landing-contact-title">
      <h2 id="landing-contact-title" className={styles.sectionTitle}>
        {t('challenges.landing.contactTitle')}
      </h2>
      <p className={styles.sectionText}>{t('challenges.landing.contactText')}</p>
      <ul className={styles.contacts}>
        {email !== null && (
          <li>
            <a href={`mailto:${email}`} className={styles.contact}>
              {t('challenges.landing.contactEmail', { email })}
            </a>
          </li>
        )}
        {whatsapp !== null && (
          <li>
            <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" className={styles.contact}>
              {t('challenges.landing.contactWhatsapp', { number: `+${whatsapp}` })}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
