import i18next from 'i18next';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { accountStrings } from './account-strings.ts';

// paths.resetPassword / paths.emailConfirmation build links; these are their route patterns.
const RESET_PASSWORD_PATTERN = '/reset-password/:token/:email';
const EMAIL_CONFIRMATION_PATTERN = '/email-confirmation/:token';

/**
 * A screen made by lazyPage whose code loads together with the account screens' words in the
 * interface language, so its first render already speaks (offline with them never fetched, it
 * renders anyway; each page also loads them again on a change of language, useLazyStrings).
 */
function accountPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name & (Module[Name] extends ComponentType ? Name : never),
): ComponentType {
  return lazyPage<Module, Name>(async () => {
    const [module] = await Promise.all([load(), accountStrings.load(i18next.language).catch(() => undefined)]);
    return module;
  }, name);
}

/** The account screens (spec 1 section 2), each loaded with its route. */
export const accountsRoutes: RouteObject[] = [
  {
    path: paths.login,
    Component: accountPage(() => import('./components/login-page.tsx'), 'LoginPage'),
  },
  {
    path: paths.register,
    Component: accountPage(() => import('./components/register-page.tsx'), 'RegisterPage'),
  },
  {
    path: paths.forgotPassword,
    Component: accountPage(() => import('./components/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  },
  {
    path: RESET_PASSWORD_PATTERN,
    Component: accountPage(() => import('./components/reset-password-page.tsx'), 'ResetPasswordPage'),
  },
  {
    path: EMAIL_CONFIRMATION_PATTERN,
    Component: accountPage(() => import('./components/email-confirmation-page.tsx'), 'EmailConfirmationPage'),
  },
  {
    path: paths.logout,
    Component: accountPage(() => import('./components/logout-page.tsx'), 'LogoutPage'),
  },
];
