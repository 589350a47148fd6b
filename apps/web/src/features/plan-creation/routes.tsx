import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

/** /new, /created and /plan/edit, each loaded with its route. */
export const planCreationRoutes: RouteObject[] = [
  { path: paths.newPlan, Component: lazyPage(() => import('./components/new-plan-page.tsx'), 'NewPlanPage') },
  { path: paths.created, Component: lazyPage(() => import('./components/created-page.tsx'), 'CreatedPage') },
  { path: paths.editPlan, Component: lazyPage(() => import('./components/edit-plan-page.tsx'), 'EditPlanPage') },
];
