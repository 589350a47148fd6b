import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { localPlan } from '../../lib/local-plan-store.ts';
import styles from './bottom-bar.module.css';
import { activeBottomBarSection, type BottomBarSection, isBottomBarHidden } from './bottom-bar-rules.ts';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const ITEMS: { section: BottomBarSection; to: string; labelKey: string; icon: ReactNode }[] = [
  {
    section: 'home',
    to: paths.plan,
    labelKey: 'nav.home',
    icon: (
      <Icon>
        <path d="M3 11l9-7 9 7" />
        <path d="M5 10v10h5v-6h4v6h5V10" />
      </Icon>
    ),
  },
  {
    section: 'challenges',
    to: paths.challenges,
    labelKey: 'nav.challenges',
    icon: (
      <Icon>
        <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
        <path d="M8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3" />
        <path d="M12 13v4M9 17h6l1 3H8z" />
      </Icon>
    ),
  },
  {
    section: 'menu',
    to: paths.menu,
    labelKey: 'nav.menu',
    icon: (
      <Icon>
        <path d="M4 7h16M4 12h16M4 17h16" />
      </Icon>
    ),
  },
];

const hasPlanNow = () => localPlan.get() !== null;

/**
 * The app's main navigation: a bar at the bottom of phones, a side rail from 992 px. Hidden on
 * focused flows (see bottom-bar-rules.ts). While shown it sets --bottom-bar-height (phone) or
 * --side-nav-width (desktop) on <body> and pads the body by the same amount, so no page ends
 * underneath it.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasPlan = useSyncExternalStore(localPlan.subscribe, hasPlanNow);
  if (isBottomBarHidden(pathname, hasPlan)) return null;
  const active = activeBottomBarSection(pathname);
  return (
    <nav className={styles.bar} aria-label={t('nav.label')}>
      <span className={styles.brand}>{t('app.name')}</span>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.section} className={styles.item}>
            <Link to={item.to} className={styles.link} aria-current={active === item.section ? 'page' : undefined}>
              {item.icon}
              <span className={styles.label}>{t(item.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
