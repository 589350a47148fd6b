import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PLAN_WELCOME } from '../../../lib/plan-welcome.ts';

/**
 * /created, the old "Your plan is ready" screen: the plan now opens at once with its welcome
 * (issue 24), so an old link or a bookmark lands there.
 */
export function CreatedPage() {
  return <Navigate to={paths.plan} replace state={PLAN_WELCOME} />;
}
