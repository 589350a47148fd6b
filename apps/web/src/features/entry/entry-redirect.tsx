import { todayIso } from '@bible-journey/core';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { FROM_ENTRY } from '../../lib/entry-navigation.ts';
import { localPlan, migrateLegacyPlan } from '../../lib/local-plan-store.ts';
import { session } from '../../lib/session.ts';

/**
 * `/`: to the plan when the device has one, or when someone is signed in (the plan screen fetches
 * the account's, and without one goes on to their challenges: lib/entry-navigation.ts); else to
 * plan creation.
 */
export function EntryRedirect() {
  const hasPlan = localPlan.get() !== null || migrateLegacyPlan(todayIso());
  if (hasPlan) return <Navigate to={paths.plan} replace />;
  if (session.get()) return <Navigate to={paths.plan} state={FROM_ENTRY} replace />;
  return <Navigate to={paths.newPlan} replace />;
}
