import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

const PlanChecklistPage = lazyPage(() => import('./components/plan-checklist-page.tsx'), 'PlanChecklistPage');

/** /plan and its Portuguese alias /plano: the same checklist, loaded with the route. */
export const planChecklistRoutes: RouteObject[] = [
  { path: paths.plan, Component: PlanChecklistPage },
  { path: paths.planPortuguese, Component: PlanChecklistPage },
];
