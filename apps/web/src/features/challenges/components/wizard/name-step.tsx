import { CHALLENGE_NAME_MAX, checkChallengeName, checkCreationParticipants } from '@bible-journey/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { useFadingErrors } from '../../../../components/plan-form/use-fading-errors.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { paths } from '../../../../config/paths.ts';
import { session } from '../../../../lib/session.ts';
import { EmailChipsField } from '../participants/email-chips-field.tsx';
import styles from './wizard.module.css';
import { wizardState } from './wizard-state.ts';

interface NameValues {
  challengeTitle: string;
  participants: string[];
}

const NAME_PROBLEMS: Record<string, string> = {
  required: 'challenges.wizard.nameRequired',
  tooShort: 'challenges.wizard.nameTooShort',
  tooLong: 'challenges.wizard.nameTooLong',
};

/** Spec 3 section 5: the name (core's checkChallengeName) and at least two e-mails (checkCreationParticipants). */
function checkNameStep({ challengeTitle, participants }: NameValues) {
  const name = checkChallengeName(challengeTitle);
  return {
    challengeTitle: name.ok ? undefined : (NAME_PROBLEMS[name.errors[0]?.code ?? ''] ?? NAME_PROBLEMS.required),
    participants: checkCreationParticipants(participants).ok ? undefined : 'challenges.participants.atLeastTwo',
  };
}

/**
 * Step 1: the challenge's name and the people to invite (the contract creates a challenge with at
 * least two e-mails; more are added after creation). Any change clears its field's message, a
 * message goes after 3 s, Enter goes on.
 */
export function NameStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { challengeTitle, participants } = wizardState.get();
  const form = useCheckedForm<NameValues>({ challengeTitle, participants }, checkNameStep);
  const { register, handleSubmit, clearErrors, formState } = form;
  const fadeErrors = useFadingErrors(clearErrors);
  // Registered first, so a submit with both wrong focuses the name, the first field on screen.
  const titleField = register('challengeTitle', { onChange: () => clearErrors('challengeTitle') });
  const { field } = useController({ control: form.control, name: 'participants' });
  const errorText = (message: string | undefined) => (message ? t(message, { max: CHALLENGE_NAME_MAX }) : undefined);

  const handleNext = (values: NameValues) => {
    wizardState.update({ challengeTitle: values.challengeTitle.trim(), participants: values.participants });
    navigate(paths.newChallengeDates);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(handleNext, fadeErrors)}>
      <h2 className={styles.heading}>{t('challenges.wizard.nameHeading')}</h2>
      <TextField
        label={t('challenges.wizard.nameLabel')}
        hint={t('challenges.wizard.nameHint')}
        autoComplete="off"
        maxLength={CHALLENGE_NAME_MAX}
        enterKeyHint="next"
        error={errorText(formState.errors.challengeTitle?.message)}
        {...titleField}
      />
      <EmailChipsField
        label={t('challenges.wizard.participantsLabel')}
        value={field.value}
        onChange={(emails) => {
          field.onChange(emails);
          clearErrors('participants');
        }}
        onType={() => clearErrors('participants')}
        error={errorText(formState.errors.participants?.message)}
        ownEmail={session.get()?.user.email}
        inputRef={field.ref}
      />
      <p className={styles.note}>{t('challenges.wizard.participantsNote')}</p>
      <Button type="submit" className={styles.next}>
        {t('challenges.wizard.next')}
      </Button>
    </form>
  );
}
