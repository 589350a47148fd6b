import type { User } from '@bible-journey/contract';
import { NAME_MAX, NAME_MIN } from '@bible-journey/contract/limits';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openSomethingWentWrongModal } from '../../../components/feedback/open-something-went-wrong.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { type ProfileChanges, useSaveProfile } from '../hooks/use-save-profile.ts';
import { downscalePicture } from '../lib/downscale-picture.ts';
import { Avatar } from './avatar.tsx';
import styles from './menu-modals.module.css';

/** The edit-user modal: the name (NAME_MIN rule) and the picture, chosen from a file or removed. */
export function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const fileId = useId();
  const [name, setName] = useState(user.name);
  const [picture, setPicture] = useState(user.picture);
  const [nameError, setNameError] = useState<string>();
  const [pictureError, setPictureError] = useState<string>();
  const [isReadingPicture, setIsReadingPicture] = useState(false);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPictureError(undefined);
    setIsReadingPicture(true);
    try {
      setPicture(await downscalePicture(file));
    } catch {
      setPictureError(t('menu.editUser.pictureError'));
    } finally {
      setIsReadingPicture(false);
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < NAME_MIN) {
      setNameError(t('menu.editUser.nameTooShort'));
      return;
    }
    setNameError(undefined);
    const changes: ProfileChanges = {
      ...(trimmed !== user.name ? { name: trimmed } : {}),
      ...(picture !== user.picture ? { picture } : {}),
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
    <form className={styles.modalForm} noValidate onSubmit={handleSubmit}>
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
            <Button variant="quiet" onClick={() => setPicture(null)}>
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
        value={name}
        autoComplete="name"
        maxLength={NAME_MAX}
        required
        error={nameError}
        onChange={(event) => setName(event.target.value)}
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
