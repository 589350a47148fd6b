import type { User } from '@bible-journey/contract';
import i18next from 'i18next';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { Avatar } from './avatar.tsx';
import { EditUserForm } from './edit-user-form.tsx';
import styles from './menu.module.css';

export const EDIT_USER_MODAL_ID = 'menu-edit-user';

export function openEditUserModal(user: User) {
  modals.open({
    id: EDIT_USER_MODAL_ID,
    title: i18next.t('menu.editUser.title'),
    render: (close) => createElement(EditUserForm, { user, onDone: close }),
  });
}

/** Signed in: the person's picture, name and e-mail; tapping it opens the edit-user modal. */
export function UserCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-label={t('menu.user.heading')}>
      <button type="button" className={styles.userButton} onClick={() => openEditUserModal(user)}>
        <Avatar name={user.name} picture={user.picture} />
        <span className={styles.userText}>
          <span className={styles.userName}>{user.name}</span>
          <span className={styles.userEmail}>{user.email}</span>
          <span className={styles.userEdit}>{t('menu.user.edit')}</span>
        </span>
      </button>
    </section>
  );
}

/** Signed out: why an account helps, with the ways in. */
export function SignInCard() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="menu-sign-in-heading">
      <h2 id="menu-sign-in-heading" className={styles.cardTitle}>
        {t('menu.signIn.heading')}
      </h2>
      <p className={styles.cardText}>{t('menu.signIn.body')}</p>
      <div className={styles.row}>
        <Link className={styles.primaryLink} to={paths.login}>
          {t('menu.signIn.login')}
        </Link>
        <Link className={styles.secondaryLink} to={paths.register}>
          {t('menu.signIn.register')}
        </Link>
      </div>
    </section>
  );
}
