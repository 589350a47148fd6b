import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/session.ts';
import { updatePicture } from '../api/update-picture.ts';
import { updateUser } from '../api/update-user.ts';

export interface ProfileChanges {
  name?: string;
  /** A data:image URL, or null to remove the picture. */
  picture?: string | null;
}

/** Saves what changed of the name and picture, then updates the device's copy of the person. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, picture }: ProfileChanges) => {
      const updated = name === undefined ? null : await updateUser({ name });
      const saved = picture === undefined ? null : await updatePicture(picture);
      return { updated, saved };
    },
    onSuccess: ({ updated, saved }) => {
      const current = session.get();
      if (!current) return;
      const user = { ...current.user, ...(updated ?? {}), ...(saved ? { picture: saved.picture } : {}) };
      session.set({ ...current, user });
    },
    // Also after a half-done save (name stored, picture refused): the server's copy is the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
