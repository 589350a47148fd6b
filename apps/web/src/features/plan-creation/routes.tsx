import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

// Each screen loads with its route.
const load = <T,>(importer: () => Promise<T>): Promise<T> => importer();

/** /new, /created and /plan/edit. */
export const planCreationRoutes: RouteObject[] = [
  {
    path: paths.newPlan,
    lazy: async () => ({ Component: (await load(() => import('./components/new-plan-page.tsx'))).NewPlanPage }),
  },
  {
    path: paths.created,
    lazy: async () => ({ Component: (await load(() => import('./components/created-page.tsx'))).CreatedPage }),
  },
  {
    path: paths.editPlan,
    lazy: async () => ({ Component: (await load(() => import('./components/edit-plan-page.tsx'))).EditPlanPage }),
  },
];
