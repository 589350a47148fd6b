import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

const loadPages = () => import('./components/legal-page.tsx');

/** The privacy policy (in the interface language, or always Portuguese at its Portuguese address) and the terms of use. */
export const legalRoutes: RouteObject[] = [
  { path: paths.privacyPolicy, Component: lazyPage(loadPages, 'PrivacyPolicyPage') },
  { path: paths.privacyPolicyPortuguese, Component: lazyPage(loadPages, 'PortuguesePrivacyPolicyPage') },
  { path: paths.termsOfUse, Component: lazyPage(loadPages, 'TermsOfUsePage') },
];
