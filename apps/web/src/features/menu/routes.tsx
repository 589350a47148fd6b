import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

/** /menu: the account menu. */
export const menuRoutes: RouteObject[] = [
  { path: paths.menu, Component: lazyPage(() => import('./components/menu-page.tsx'), 'MenuPage') },
];
