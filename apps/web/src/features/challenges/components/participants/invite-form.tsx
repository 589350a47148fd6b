import { checkAddedParticipants } from '@bible-journey/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../../components/forms/use-error-text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { session } from '../../../../lib/session.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useAddParticipants } from '../../api/add-participants.ts';
import { limitProblem } from '../../lib/limit-problem.ts';
import { EmailChipsField } from './email-chips-field.tsx';
import styles from './participants.module.css';

interface InviteValues {
  emails: string[];
}

/**
 * Spec 3 section 5: adding takes at least one e-mail (core's checkAddedParticipants), while the
 * message, as the spec gives it, asks for two.
 */
function checkInvite({ emails }: InviteValues) {
  const checked = checkAddedParticipants(emails);
  return { emails: checked.ok ? undefined : 'challenges.participants.atLeastTwo' };
}

/**
 * The leader invites people by e-mail (POST participants/add): each is mailed a link to join. On
 * success the chips clear and `onInvited` runs; a failure says the general error, and the lists
 * are fetched again either way (spec 3 section 8).
 */
export function InviteForm({
  challengeId,
  known,
  onInvited,
}: {
  challengeId: string;
  known: readonly string[];
  onInvited?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const adding = useAddParticipants(challengeId);
  const form = useCheckedForm<InviteValues>({ emails: [] }, checkInvite);
  const { field, fieldState } = useController({ control: form.control, name: 'emails' });
  const leader = session.get()?.user;

  const handleInvite = ({ emails }: InviteValues) =>
    adding.mutate(
      { participants: emails, ...(leader?.name ? { owner_name: leader.name } : {}) },
      {
        onSuccess: ({ invited, alreadyMembers }) => {
          form.reset({ emails: [] });
          const members = alreadyMembers.join(', ');
          if (invited.length > 0)
            snackbars.show({
              message: t('challenges.participants.sent', { count: invited.length }),
              severity: 'success',
            });
          if (alreadyMembers.length > 0) {
            snackbars.show({
              message: t('challenges.participants.alreadyMembers', { emails: members }),
              severity: 'info',
            });
          }
          onInvited?.();
        },
        onError: (error) =>
          snackbars.show({ message: limitProblem(t, error) ?? t('common.generalError'), severity: 'error' }),
      },
    );

  return (
    <form className={styles.inviteForm} noValidate onSubmit={form.handleSubmit(handleInvite)}>
      <EmailChipsField
        label={t('challenges.participants.emailsLabel')}
        value={field.value}
        onChange={field.onChange}
        onType={() => form.clearErrors('emails')}
        error={errorText(fieldState.error)}
        ownEmail={leader?.email}
        known={known}
        inputRef={field.ref}
      />
      <Button type="submit" isLoading={adding.isPending} loadingLabel={t('challenges.participants.sending')}>
        {t('challenges.participants.send')}
      </Button>
    </form>
  );
}
