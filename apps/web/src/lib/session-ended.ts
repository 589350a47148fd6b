import i18next from 'i18next';
import { session } from './session.ts';
import { snackbars } from './snackbars/snackbar-store.ts';

const LOGIN_PATH = '/login';

/**
 * A 401 on a signed-in call: the session ended elsewhere (password changed, logged out of all
 * devices, the account deleted). This device forgets it and says so once, calmly, with the way
 * back in; the plan on the device stays (issue 24).
 */
export function endSessionHere(): void {
  // Several calls can fail together: the first one says it.
  if (!session.get()) return;
  session.clear();
  snackbars.show({
    message: i18next.t('sessionEnded.message'),
    severity: 'info',
    link: { label: i18next.t('sessionEnded.logIn'), to: LOGIN_PATH },
  });
}
