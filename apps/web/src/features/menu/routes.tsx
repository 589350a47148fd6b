import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

/** /menu: the account menu. */
export const menuRoutes: RouteObject[] = [
  { path: paths.menu, lazy: async () => ({ Component: (await import('./components/menu-page.tsx')).MenuPage }) },
];
