import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

// paths.resetPassword / paths.emailConfirmation build links; these are their route patterns.
const RESET_PASSWORD_PATTERN = '/reset-password/:token/:email';
const EMAIL_CONFIRMATION_PATTERN = '/email-confirmation/:token';

/** The account screens (spec 1 section 2), each loaded with its route. */
export const accountsRoutes: RouteObject[] = [
  { path: paths.login, Component: lazyPage(() => import('./components/login-page.tsx'), 'LoginPage') },
  { path: paths.register, Component: lazyPage(() => import('./components/register-page.tsx'), 'RegisterPage') },
  {
    path: paths.forgotPassword,
    Component: lazyPage(() => import('./components/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  },
  {
    path: RESET_PASSWORD_PATTERN,
    Component: lazyPage(() => import('./components/reset-password-page.tsx'), 'ResetPasswordPage'),
  },
  {
    path: EMAIL_CONFIRMATION_PATTERN,
    Component: lazyPage(() => import('./components/email-confirmation-page.tsx'), 'EmailConfirmationPage'),
  },
  { path: paths.logout, Component: lazyPage(() => import('./components/logout-page.tsx'), 'LogoutPage') },
];
