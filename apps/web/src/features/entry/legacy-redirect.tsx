import { todayIso } from '@bible-journey/core';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { migrateLegacyPlan } from '../../lib/local-plan-store.ts';

/** `/novo-plano` (v1 route): converts an old-format plan, then goes to the plan or to creation. */
export function LegacyRedirect() {
  return <Navigate to={migrateLegacyPlan(todayIso()) ? paths.plan : paths.newPlan} replace />;
}
