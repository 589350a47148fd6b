import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

const loadPages = () => import('./components/legal-page.tsx');

/** The privacy policy (in the interface language, or always Portuguese at its Portuguese address) and the terms of use. */
export const legalRoutes: RouteObject[] = [
  { path: paths.privacyPolicy, lazy: async () => ({ Component: (await loadPages()).PrivacyPolicyPage }) },
  {
    path: paths.privacyPolicyPortuguese,
    lazy: async () => ({ Component: (await loadPages()).PortuguesePrivacyPolicyPage }),
  },
  { path: paths.termsOfUse, lazy: async () => ({ Component: (await loadPages()).TermsOfUsePage }) },
];
