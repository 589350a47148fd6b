import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { type AccountFlow, AccountFlowProvider, type AccountNotice } from '../account-forms/account-flow.tsx';
import { FlowLink } from '../account-forms/flow-link.tsx';
import { LoginForm } from '../account-forms/login-form.tsx';
import { RegisterForm } from '../account-forms/register-form.tsx';
import { SocialButtons } from '../account-forms/social/social-buttons.tsx';
import styles from './account-modal.module.css';

type AccountTab = 'login' | 'register';

interface AccountModalProps {
  /** The tab the person came for. */
  initialTab: AccountTab;
  reason?: string | undefined;
  onSignedIn?: (() => void) | undefined;
  /** Closes the box, then runs `then` once the page is itself again. */
  leave: (then: () => void) => void;
}

/**
 * The login / register box: the same forms as the account screens, in two tabs. Outcomes show
 * inside the box (the page behind a modal dialog is inert, snackbars included); a sign-in closes
 * it and runs the pending action.
 */
export function AccountModal({ initialTab, reason, onSignedIn, leave }: AccountModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AccountTab>(initialTab);
  const [notice, setNotice] = useState<AccountNotice | null>(null);

  const flow = useMemo<AccountFlow>(
    () => ({
      onSignedIn: () =>
        leave(() => {
          if (onSignedIn) onSignedIn();
          else snackbars.show({ message: t('accountModal.signedIn'), severity: 'success' });
        }),
      notify: setNotice,
      goTo: (to, state) => leave(() => navigate(to, { state })),
    }),
    [leave, onSignedIn, navigate, t],
  );

  const handleTabChange = (next: AccountTab) => {
    setNotice(null);
    setTab(next);
  };

  return (
    <AccountFlowProvider flow={flow}>
      <div className={styles.body}>
        {reason && <p className={styles.reason}>{reason}</p>}
        <Tabs selectedKey={tab} onSelectionChange={(key) => handleTabChange(key === 'register' ? 'register' : 'login')}>
          <TabList className={styles.tabs} aria-label={t('accountModal.tabs')}>
            <Tab id="login" className={styles.tab}>
              {t('accountModal.loginTab')}
            </Tab>
            <Tab id="register" className={styles.tab}>
              {t('accountModal.registerTab')}
            </Tab>
          </TabList>
          {notice && <Notice notice={notice} onSwitchTab={handleTabChange} onLeave={flow.goTo} />}
          <TabPanel id="login" className={styles.panel}>
            <LoginForm />
            <p className={styles.links}>
              <FlowLink to={paths.forgotPassword}>{t('accountModal.forgotPassword')}</FlowLink>
            </p>
          </TabPanel>
          <TabPanel id="register" className={styles.panel}>
            <RegisterForm />
          </TabPanel>
        </Tabs>
        <SocialButtons />
      </div>
    </AccountFlowProvider>
  );
}

/** An outcome of the forms; its link to the other form switches the tab instead of leaving. */
function Notice({
  notice,
  onSwitchTab,
  onLeave,
}: {
  notice: AccountNotice;
  onSwitchTab: (tab: AccountTab) => void;
  onLeave: (to: string) => void;
}) {
  const { link } = notice;
  const tabOfLink: AccountTab | null =
    link?.to === paths.register ? 'register' : link?.to === paths.login ? 'login' : null;
  return (
    <div
      className={styles.notice}
      data-severity={notice.severity}
      role={notice.severity === 'error' ? 'alert' : 'status'}
    >
      <span>{notice.message}</span>
      {link && (
        <button
          type="button"
          className={styles.noticeAction}
          onClick={() => (tabOfLink ? onSwitchTab(tabOfLink) : onLeave(link.to))}
        >
          {link.label}
        </button>
      )}
    </div>
  );
}
