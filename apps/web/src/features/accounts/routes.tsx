import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { accountStrings } from './account-strings.ts';

// paths.resetPassword / paths.emailConfirmation build links; these are their route patterns.
const RESET_PASSWORD_PATTERN = '/reset-password/:token/:email';
const EMAIL_CONFIRMATION_PATTERN = '/email-confirmation/:token';

// Each account screen loads together with the account screens' words in the interface language,
// so its first render already speaks (offline with them never fetched, it renders anyway; each
// page also loads them again on a change of language, useLazyStrings).
const loadStrings = () => accountStrings.load(i18next.language);

/** The account screens (spec 1 section 2), each loaded with its route. */
export const accountsRoutes: RouteObject[] = [
  {
    path: paths.login,
    Component: lazyPage(() => import('./components/login-page.tsx'), 'LoginPage', loadStrings),
  },
  {
    path: paths.register,
    Component: lazyPage(() => import('./components/register-page.tsx'), 'RegisterPage', loadStrings),
  },
  {
    path: paths.forgotPassword,
    Component: lazyPage(() => import('./components/forgot-password-page.tsx'), 'ForgotPasswordPage', loadStrings),
  },
  {
    path: RESET_PASSWORD_PATTERN,
    Component: lazyPage(() => import('./components/reset-password-page.tsx'), 'ResetPasswordPage', loadStrings),
  },
  {
    path: EMAIL_CONFIRMATION_PATTERN,
    Component: lazyPage(() => import('./components/email-confirmation-page.tsx'), 'EmailConfirmationPage', loadStrings),
  },
  {
    path: paths.logout,
    Component: lazyPage(() => import('./components/logout-page.tsx'), 'LogoutPage', loadStrings),
  },
];
