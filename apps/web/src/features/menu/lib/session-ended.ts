import i18next from 'i18next';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';

/**
 * A 401 on a signed-in call: the session was ended elsewhere (password changed, logged out of all
 * devices). The api client has already forgotten it; the plan on this device stays. Says so
 * calmly, with the way back in, instead of a general error.
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function showSessionEnded(): void {
  snackbars.show({
    message: i18next.t('menu.sessions.ended'),
    severity: 'info',
    link: { label: i18next.t('menu.sessions.loginLink'), to: paths.login },
  });
}
