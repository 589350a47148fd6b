import type { ChallengePlanPreviewResponse } from '@bible-journey/contract';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { afterModalClosed } from '../../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../../lib/modals/modals.ts';
import common from '../common/common.module.css';

const MODAL_ID = 'challenge-plan-edit-effect';

function EditEffect({
  effect,
  onConfirm,
  close,
}: {
  effect: ChallengePlanPreviewResponse;
  onConfirm: () => Promise<(() => void) | undefined>;
  close: () => void;
}) {
  const { t } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  const perDay =
    effect.fewestChaptersADay === effect.mostChaptersADay
      ? t('challenges.planEdit.effect.chaptersADay', { count: effect.mostChaptersADay })
      : t('challenges.planEdit.effect.chaptersRange', {
          fewest: effect.fewestChaptersADay,
          most: effect.mostChaptersADay,
        });
  const handleConfirm = async () => {
    setIsSaving(true);
    let next: (() => void) | undefined;
    try {
      next = await onConfirm();
    } finally {
      close();
      if (next) afterModalClosed(MODAL_ID, next);
    }
  };
  return (
    <div className={common.dialogBody}>
      <p>{`${t('challenges.planEdit.effect.days', { count: effect.days })}, ${perDay}.`}</p>
      {effect.membersWithChangedDays > 0 ? (
        <>
          <p>
            {t('challenges.planEdit.effect.changed', { count: effect.membersWithChangedDays })}{' '}
            {effect.membersLosingPoints > 0 &&
              t('challenges.planEdit.effect.losing', { count: effect.membersLosingPoints })}
          </p>
          <p>{t('challenges.planEdit.effect.kept')}</p>
        </>
      ) : (
        <p>{t('challenges.planEdit.effect.none')}</p>
      )}
      <div className={common.dialogActions}>
        <Button variant="secondary" onClick={close} disabled={isSaving}>
          {t('challenges.screen.cancel')}
        </Button>
        <Button onClick={() => void handleConfirm()} isLoading={isSaving} loadingLabel={t('challenges.screen.saving')}>
          {t('challenges.planEdit.effect.confirm')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Before a leader's edit is saved (decision 0020): the new plan's days and chapters a day, and how
 * many participants' read days change and lose points for now. Confirming runs `onConfirm` with the
 * dialog open; the dialog closes when it settles, then runs what it answered (the navigation).
 */
export function openPlanEditEffect(
  effect: ChallengePlanPreviewResponse,
  onConfirm: () => Promise<(() => void) | undefined>,
): void {
  modals.open({
    id: MODAL_ID,
    title: i18next.t('challenges.planEdit.effect.title'),
    render: (close) => <EditEffect effect={effect} onConfirm={onConfirm} close={close} />,
  });
}
