import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openFeedbackModal } from '../../../components/feedback/open-feedback-modal.ts';
import { useShareApp } from '../../../components/share/use-share-app.ts';
import { paths } from '../../../config/paths.ts';
import styles from './plan-menu.module.css';

type FocusTarget = 'first' | 'last';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Focuses the item at `index`, wrapping around both ends (-1 is the last). */
function focusItem(menu: HTMLElement | null, index: number) {
  const items = menuItems(menu);
  items[(index + items.length) % items.length]?.focus();
}

/**
 * The plan's actions (spec 2 "Plan menu actions"): its PDF, editing it, sharing the app, feedback.
 *
 * The WAI-ARIA menu button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/), hand
 * written because react-aria's Menu weighed ~43 KB gzip on /plan. A menu rather than a disclosure:
 * it is a short list of commands behind a "more options" button, screen readers announce it as a
 * menu with its item count, and arrow keys keep the four actions one keystroke apart. The items
 * that go somewhere are real links (react-router), so they can still open in a new tab.
 */
export function PlanMenu() {
  const { t } = useTranslation();
  const share = useShareApp();
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>('first');

  const open = (target: FocusTarget) => {
    if (isOpen) focusItem(menuRef.current, target === 'first' ? 0 : -1);
    setFocusTarget(target);
    setIsOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // The menu is hidden until it opens, so its first (or last) item can take focus only afterwards.
  useEffect(() => {
    if (isOpen) focusItem(menuRef.current, focusTarget === 'first' ? 0 : -1);
  }, [isOpen, focusTarget]);

  // A press or focus anywhere else closes it; both, as a press on the page's text moves no focus.
  useEffect(() => {
    if (!isOpen) return;
    const closeFromOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeFromOutside);
    document.addEventListener('focusin', closeFromOutside);
    return () => {
      document.removeEventListener('pointerdown', closeFromOutside);
      document.removeEventListener('focusin', closeFromOutside);
    };
  }, [isOpen]);

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick like any button press.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menu = menuRef.current;
    const all = menuItems(menu);
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(menu, current + 1);
    else if (event.key === 'ArrowUp') focusItem(menu, current - 1);
    else if (event.key === 'Home') focusItem(menu, 0);
    else if (event.key === 'End') focusItem(menu, -1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === ' ') {
      // A button item runs on Space by itself; a link item would scroll the page instead.
      if (!(all[current] instanceof HTMLAnchorElement)) return;
      all[current].click();
    } else if (event.key === 'Tab') {
      close(false);
      return;
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Type-ahead: the next item starting with the typed character.
      const typed = event.key.toLocaleLowerCase();
      const next = [...all.slice(current + 1), ...all.slice(0, current + 1)].find((item) =>
        item.textContent?.trim().toLocaleLowerCase().startsWith(typed),
      );
      next?.focus();
    } else return;
    event.preventDefault();
  };

  const runAction = (action: () => void) => () => {
    close(true);
    action();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-label={t('plan-checklist.menu.label')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => (isOpen ? close(false) : open('first'))}
        onKeyDown={handleButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!isOpen}
        onKeyDown={handleMenuKeyDown}
      >
        <Link role="menuitem" tabIndex={-1} className={styles.item} to={paths.download} onClick={() => close(false)}>
          {t('plan-checklist.menu.download')}
        </Link>
        <Link role="menuitem" tabIndex={-1} className={styles.item} to={paths.editPlan} onClick={() => close(false)}>
          {t('plan-checklist.menu.edit')}
        </Link>
        <MenuButton onClick={runAction(() => void share())}>{t('plan-checklist.menu.share')}</MenuButton>
        <MenuButton onClick={runAction(() => void openFeedbackModal())}>{t('plan-checklist.menu.feedback')}</MenuButton>
      </div>
    </div>
  );
}

function MenuButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onClick}>
      {children}
    </button>
  );
}
