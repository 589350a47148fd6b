import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openFeedbackModal } from '../../../components/feedback/open-feedback-modal.ts';
import { useShareApp } from '../../../components/share/use-share-app.ts';
import { paths } from '../../../config/paths.ts';
import styles from './plan-menu.module.css';

type PlanMenuAction = 'download' | 'edit' | 'share' | 'feedback';

/** The plan's actions (spec 2 "Plan menu actions"): its PDF, editing it, sharing the app, feedback. */
export function PlanMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const share = useShareApp();

  const handleAction = (action: PlanMenuAction) => {
    if (action === 'download') void navigate(paths.download);
    else if (action === 'edit') void navigate(paths.editPlan);
    else if (action === 'share') void share();
    else openFeedbackModal();
  };

  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={t('plan-checklist.menu.label')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu} onAction={(key) => handleAction(key as PlanMenuAction)}>
          <MenuItem id="download" className={styles.item}>
            {t('plan-checklist.menu.download')}
          </MenuItem>
          <MenuItem id="edit" className={styles.item}>
            {t('plan-checklist.menu.edit')}
          </MenuItem>
          <MenuItem id="share" className={styles.item}>
            {t('plan-checklist.menu.share')}
          </MenuItem>
          <MenuItem id="feedback" className={styles.item}>
            {t('plan-checklist.menu.feedback')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
