import { CHALLENGE_NAME_MAX, checkChallengeName } from '@bible-journey/core';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../../components/forms/use-error-text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { afterModalClosed } from '../../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../../lib/modals/modals.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useUpdateChallengeName } from '../../api/update-challenge-name.ts';
import commonStyles from '../common/common.module.css';

export const RENAME_CHALLENGE_MODAL_ID = 'challenges-rename';

interface NameValues {
  challengeTitle: string;
}

/** Spec 3 section 5: the name is required (the field's name in the message), and at least 2 characters. */
function checkName({ challengeTitle }: NameValues) {
  const checked = checkChallengeName(challengeTitle);
  if (checked.ok) return {};
  const code = checked.errors[0]?.code;
  return {
    challengeTitle:
      code === 'tooShort'
        ? 'challenges.configs.nameTooShort'
        : code === 'tooLong'
          ? 'challenges.configs.nameTooLong'
          : 'challenges.configs.nameRequired',
  };
}

function RenameForm({ challengeId, title, close }: { challengeId: string; title: string; close: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rename = useUpdateChallengeName(challengeId);
  const { register, handleSubmit, clearErrors, formState } = useCheckedForm<NameValues>(
    { challengeTitle: title },
    checkName,
  );
  // Spec 3 section 8: success or failure, the modal closes; the outcome shows once it has.
  const closeThen = (outcome: () => void) => {
    close();
    afterModalClosed(RENAME_CHALLENGE_MODAL_ID, outcome);
  };
  const handleRename = ({ challengeTitle }: NameValues) =>
    rename.mutate(challengeTitle.trim(), {
      onSuccess: () =>
        closeThen(() => snackbars.show({ message: t('challenges.configs.nameSaved'), severity: 'success' })),
      onError: () => closeThen(() => snackbars.show({ message: t('common.generalError'), severity: 'error' })),
    });
  return (
    // Enter in the field submits (spec 3 section 5).
    <form className={commonStyles.dialogBody} noValidate onSubmit={handleSubmit(handleRename)}>
      <TextField
        label={t('challenges.configs.nameLabel')}
        maxLength={CHALLENGE_NAME_MAX}
        autoComplete="off"
        error={errorText(formState.errors.challengeTitle)}
        // Any change clears the error (spec 3 section 5).
        {...register('challengeTitle', { onChange: () => clearErrors('challengeTitle') })}
      />
      <div className={commonStyles.dialogActions}>
        <Button variant="secondary" onClick={close} disabled={rename.isPending}>
          {t('challenges.screen.cancel')}
        </Button>
        <Button type="submit" isLoading={rename.isPending} loadingLabel={t('challenges.screen.saving')}>
          {t('challenges.screen.save')}
        </Button>
      </div>
    </form>
  );
}

/** The edit-name modal of the configs screen (spec 3 section 2). */
export function openRenameChallenge(challengeId: string, title: string): void {
  modals.open({
    id: RENAME_CHALLENGE_MODAL_ID,
    title: i18next.t('challenges.configs.editName'),
    render: (close) => <RenameForm challengeId={challengeId} title={title} close={close} />,
  });
}
