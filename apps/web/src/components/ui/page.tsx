import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page.module.css';

/** A screen: its title as the page's h1, an optional back link, and the content. */
export function Page({
  title,
  backTo,
  className,
  children,
}: {
  title: string;
  backTo?: string;
  /** E.g. a wider column on desktop for a screen of cards. */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className={className ? `${styles.page} ${className}` : styles.page}>
      <header className={styles.header}>
        {backTo && (
          <Link to={backTo} className={styles.back} aria-label={t('common.back')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
      </header>
      {children}
    </main>
  );
}
