import type { User } from '@bible-journey/contract';
import { NAME_MAX, NAME_MIN } from '@bible-journey/contract/limits';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openSomethingWentWrongModal } from '../../../components/feedback/open-something-went-wrong.ts';
import { useCheckedForm } from '../../../components/forms/use-checked-form.ts';
import { useErrorText } from '../../../components/forms/use-error-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { type ProfileChanges, useSaveProfile } from '../hooks/use-save-profile.ts';
import { downscalePicture } from '../lib/downscale-picture.ts';
import { Avatar } from './avatar.tsx';
import styles from './menu-modals.module.css';

interface ProfileValues {
  name: string;
  picture: string | null;
}

const checkProfile = ({ name }: ProfileValues) => ({
  name: name.trim().length < NAME_MIN ? 'menu.editUser.nameTooShort' : undefined,
});

/** The edit-user modal: the name (NAME_MIN rule) and the picture, chosen from a file or removed. */
export function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const fileId = useId();
  const errorText = useErrorText();
  const { register, handleSubmit, setValue, watch, formState } = useCheckedForm<ProfileValues>(
    { name: user.name, picture: user.picture },
    checkProfile,
  );
  const [name, picture] = watch(['name', 'picture']);
  // Reading a file is not a check of the form: its failure stays until another file is chosen.
  const [pictureError, setPictureError] = useState<string>();
  const [isReadingPicture, setIsReadingPicture] = useState(false);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPictureError(undefined);
    setIsReadingPicture(true);
    try {
      setValue('picture', await downscalePicture(file));
    } catch {
      setPictureError(t('menu.editUser.pictureError'));
    } finally {
      setIsReadingPicture(false);
    }
  };

  const handleSave = async (values: ProfileValues) => {
    const trimmed = values.name.trim();
    const changes: ProfileChanges = {
      ...(trimmed !== user.name ? { name: trimmed } : {}),
      ...(values.picture !== user.picture ? { picture: values.picture } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await save.mutateAsync(changes);
    } catch {
      // Inside this modal a snackbar would sit behind it: the failure gets a modal on top; the
      // form keeps what was typed, to save again.
      void openSomethingWentWrongModal();
      return;
    }
    snackbars.show({ message: t('menu.editUser.saved'), severity: 'success' });
    onDone();
  };

  return (
    <form className={styles.modalForm} noValidate onSubmit={handleSubmit(handleSave)}>
      <div className={styles.pictureRow}>
        <Avatar name={name || user.name} picture={picture} size={72} />
        <div className={styles.pictureActions}>
          <input
            id={fileId}
            className={styles.fileInput}
            type="file"
            accept="image/*"
            aria-describedby={pictureError ? `${fileId}-error` : undefined}
            onChange={handleFile}
          />
          <label htmlFor={fileId} className={styles.fileLabel} aria-busy={isReadingPicture || undefined}>
            {isReadingPicture ? t('menu.editUser.readingPicture') : t('menu.editUser.choosePicture')}
          </label>
          {picture && (
            <Button variant="quiet" onClick={() => setValue('picture', null)}>
              {t('menu.editUser.removePicture')}
            </Button>
          )}
        </div>
      </div>
      {pictureError && (
        <p id={`${fileId}-error`} className={styles.error} role="alert">
          {pictureError}
        </p>
      )}
      <TextField
        label={t('menu.editUser.name')}
        autoComplete="name"
        maxLength={NAME_MAX}
        required
        error={errorText(formState.errors.name)}
        {...register('name')}
      />
      <Button
        type="submit"
        isLoading={save.isPending}
        loadingLabel={t('menu.editUser.saving')}
        disabled={isReadingPicture}
      >
        {t('menu.editUser.save')}
      </Button>
    </form>
  );
}
