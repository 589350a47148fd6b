import { todayIso } from '@bible-journey/core';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { localPlan, migrateLegacyPlan } from '../../lib/local-plan-store.ts';
import { session } from '../../lib/session.ts';

/** `/`: to the plan when there is one (on the device or through the account), else to creation. */
export function EntryRedirect() {
  const hasPlan = localPlan.get() !== null || migrateLegacyPlan(todayIso());
  return <Navigate to={hasPlan || session.get() ? paths.plan : paths.newPlan} replace />;
}
