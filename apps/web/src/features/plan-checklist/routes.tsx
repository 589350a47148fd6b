import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

const loadPage = async () => ({ Component: (await import('./components/plan-checklist-page.tsx')).PlanChecklistPage });

/** /plan and its Portuguese alias /plano: the same checklist, loaded with the route. */
export const planChecklistRoutes: RouteObject[] = [
  { path: paths.plan, lazy: loadPage },
  { path: paths.planPortuguese, lazy: loadPage },
];
