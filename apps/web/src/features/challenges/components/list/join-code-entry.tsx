import { JOIN_CODE_INPUT_MAX, normalizeJoinCode } from '@bible-journey/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCheckedForm } from '../../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../../components/forms/use-error-text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useFindJoinCode } from '../../api/find-join-code.ts';
import styles from './list.module.css';

interface JoinCodeValues {
  code: string;
}

const checkJoinCode = ({ code }: JoinCodeValues) => ({
  code: normalizeJoinCode(code) === null ? 'challenges.joinCode.invalid' : undefined,
});

/** What a refused look-up says in the field: no such code, too many wrong ones, or a general failure. */
function lookUpProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'challenges.joinCode.unknown';
  if (error instanceof ApiError && error.status === 429) return 'challenges.joinCode.tooMany';
  if (error instanceof ApiError && error.status === 400) return 'challenges.joinCode.invalid';
  return 'common.generalError';
}

/**
 * "Have a join code?" on /challenges (issue 23): the code a leader said aloud or showed opens that
 * challenge's invite page, with its details, to accept there. A wrong code is said in the field,
 * which keeps what was typed.
 */
export function JoinCodeEntry() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  return (
    <section className={styles.joinCode}>
      <Button
        variant="quiet"
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('challenges.joinCode.toggle')}
      </Button>
      {isOpen && <JoinCodeForm id={formId} />}
    </section>
  );
}

/** The code's field and Open: a found code opens its invite page (with the link's key). */
export function JoinCodeForm({ id }: { id?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const find = useFindJoinCode();
  const { register, handleSubmit, setError, formState } = useCheckedForm<JoinCodeValues>({ code: '' }, checkJoinCode);

  const handleFind = async ({ code }: JoinCodeValues) => {
    try {
      const { challengeId, inviteKey } = await find.mutateAsync(code);
      navigate(paths.challengeInvite(challengeId, inviteKey));
    } catch (error) {
      setError('code', { message: lookUpProblem(error) }, { shouldFocus: true });
    }
  };

  return (
    <form
      id={id}
      className={styles.joinCodeForm}
      aria-label={t('challenges.joinCode.title')}
      noValidate
      onSubmit={handleSubmit(handleFind)}
    >
      <TextField
        label={t('challenges.joinCode.label')}
        hint={t('challenges.joinCode.hint')}
        error={errorText(formState.errors.code)}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={JOIN_CODE_INPUT_MAX}
        // Opened at the person's request (or its own page), on what they came to type.
        autoFocus
        {...register('code')}
      />
      <Button type="submit" isLoading={find.isPending} loadingLabel={t('challenges.joinCode.opening')}>
        {t('challenges.joinCode.open')}
      </Button>
    </form>
  );
}
