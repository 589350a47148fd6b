import type { Language } from '@bible-journey/core';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CONTACT_EMAIL } from '../../../config/contact.ts';
import { paths } from '../../../config/paths.ts';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../lib/language.ts';
import type { LegalBlock } from '../content/legal-document.ts';
import { LEGAL_EFFECTIVE_FROM, type LegalKind } from '../content/load-legal-document.ts';
import { useLegalDocument } from '../hooks/use-legal-document.ts';
import styles from './legal-page.module.css';

const TITLE_KEYS: Record<LegalKind, string> = { privacy: 'legal.privacyTitle', terms: 'legal.termsTitle' };

/** The contact address in a text becomes a mailto link. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(CONTACT_EMAIL);
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text never move.
          <a key={index} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>,
          part,
        ],
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{withEmailLinks(block)}</p>;
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{withEmailLinks(item)}</li>
      ))}
    </ul>
  );
}

/** Back where the person came from inside the app, else to the plan (e.g. arriving from a store listing). */
function BackToApp({ className }: { className: string | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.key === 'default') return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link to={paths.plan} className={className} onClick={handleClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {t('legal.backToApp')}
    </Link>
  );
}

function Skeleton() {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.skeleton}>
      <span role="status" className={styles.visuallyHidden} lang={i18n.language}>
        {t('legal.loading')}
      </span>
      {['lineHeading', 'line', 'line', 'lineShort', 'lineHeading', 'line', 'line', 'line', 'lineShort'].map(
        (shape, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed placeholder.
          <span key={index} className={`${styles.placeholder} ${styles[shape]}`} aria-hidden="true" />
        ),
      )}
    </div>
  );
}

/**
 * The privacy policy or the terms of use. The text is in `language` when given (the Portuguese
 * address always shows Portuguese), otherwise in the interface language.
 */
export function LegalPage({ kind, language: fixedLanguage }: { kind: LegalKind; language?: Language }) {
  const { t, i18n } = useTranslation();
  const language = fixedLanguage ?? (isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE);
  // The strings of a fixed language other than the interface's are fetched on demand (lib/i18n.ts);
  // until they arrive, the title shows in the interface language rather than as keys.
  const { t: tFixed, ready: fixedReady } = useTranslation(undefined, { lng: language });
  const tText = fixedReady ? tFixed : t;
  const state = useLegalDocument(kind, language);
  const effectiveFrom = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
    LEGAL_EFFECTIVE_FROM,
  );

  return (
    <main className={styles.page}>
      <BackToApp className={styles.back} />
      <article className={styles.article} lang={language} aria-busy={state.status === 'loading'}>
        <header className={styles.header}>
          <h1 className={styles.title}>{tText(TITLE_KEYS[kind])}</h1>
          <p className={styles.effective}>{tText('legal.effectiveFrom', { date: effectiveFrom })}</p>
        </header>
        {state.status === 'loading' && <Skeleton />}
        {state.status === 'error' && (
          <div className={styles.error} role="alert" lang={i18n.language}>
            <p>{t('legal.loadError')}</p>
            <Button variant="secondary" onClick={state.retry}>
              {t('legal.retry')}
            </Button>
          </div>
        )}
        {state.status === 'ready' && (
          <>
            {state.document.intro.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text.
              <Block key={index} block={block} />
            ))}
            {state.document.sections.map((section) => (
              <section key={section.heading} className={styles.section}>
                <h2 className={styles.heading}>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text.
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </>
        )}
      </article>
      <nav className={styles.documents} aria-label={t('legal.documents')}>
        <Link to={paths.privacyPolicy} aria-current={kind === 'privacy' ? 'page' : undefined}>
          {t('legal.privacyTitle')}
        </Link>
        <Link to={paths.termsOfUse} aria-current={kind === 'terms' ? 'page' : undefined}>
          {t('legal.termsTitle')}
        </Link>
        <BackToApp className={styles.footerBack} />
      </nav>
    </main>
  );
}

export const PrivacyPolicyPage = () => <LegalPage kind="privacy" />;
export const PortuguesePrivacyPolicyPage = () => <LegalPage kind="privacy" language="pt" />;
export const TermsOfUsePage = () => <LegalPage kind="terms" />;
