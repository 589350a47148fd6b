import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

// paths.resetPassword / paths.emailConfirmation build links; these are their route patterns.
const RESET_PASSWORD_PATTERN = '/reset-password/:token/:email';
const EMAIL_CONFIRMATION_PATTERN = '/email-confirmation/:token';

/** A screen loaded with its route; its strings are added once i18next is ready. */
function screen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    return { Component: await load() };
  };
}

/** The account screens (spec 1 section 2). */
export const accountsRoutes: RouteObject[] = [
  { path: paths.login, lazy: screen(async () => (await import('./components/login-page.tsx')).LoginPage) },
  { path: paths.register, lazy: screen(async () => (await import('./components/register-page.tsx')).RegisterPage) },
  {
    path: paths.forgotPassword,
    lazy: screen(async () => (await import('./components/forgot-password-page.tsx')).ForgotPasswordPage),
  },
  {
    path: RESET_PASSWORD_PATTERN,
    lazy: screen(async () => (await import('./components/reset-password-page.tsx')).ResetPasswordPage),
  },
  {
    path: EMAIL_CONFIRMATION_PATTERN,
    lazy: screen(async () => (await import('./components/email-confirmation-page.tsx')).EmailConfirmationPage),
  },
  { path: paths.logout, lazy: screen(async () => (await import('./components/logout-page.tsx')).LogoutPage) },
];
