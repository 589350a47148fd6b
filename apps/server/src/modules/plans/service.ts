import type { Plan, PlanBody, PlanDay, PlanUpdateBody } from '@bible-journey/contract';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { presentDay, presentPlan } from './presenter.js';
import { insertPlan, listPlans, replacePlan, setDayRead, setPlanUpdatedAt, setTrackDelays } from './repository.js';

// Every query is scoped to the signed-in user: someone else's plan or day is simply not found.
const planNotFound = () => new NotFoundError('No such plan.');

export async function createPlan(db: Db, userId: string, body: PlanBody): Promise<{ plan: Plan }> {
  return { plan: presentPlan(await insertPlan(db, userId, body)) };
}

export async function updatePlan(
  db: Db,
  userId: string,
  planId: string,
  body: PlanUpdateBody,
): Promise<{ plan: Plan }> {
  const updated = await replacePlan(db, userId, planId, body);
  if (!updated) throw planNotFound();
  return { plan: presentPlan(updated) };
}

export async function getPlans(db: Db, userId: string): Promise<{ plans: Plan[] }> {
  return { plans: (await listPlans(db, userId)).map(presentPlan) };
}

export async function registerUpdate(
  db: Db,
  userId: string,
  planId: string,
  updatedAt: string,
): Promise<{ updatedAt: string }> {
  const row = await setPlanUpdatedAt(db, userId, planId, new Date(updatedAt));
  if (!row) throw planNotFound();
  return { updatedAt: row.updatedAt.toISOString() };
}

export async function completeDay(db: Db, userId: string, dayId: string, read: boolean): Promise<{ day: PlanDay }> {
  const day = await setDayRead(db, userId, dayId, read);
  if (!day) throw new NotFoundError('No such day.');
  return { day: presentDay(day) };
}

export async function trackDelays(
  db: Db,
  userId: string,
  planId: string,
  shouldTrackDelays: boolean,
): Promise<{ shouldTrackDelays: boolean }> {
  const row = await setTrackDelays(db, userId, planId, shouldTrackDelays);
  if (!row) throw planNotFound();
  return { shouldTrackDelays: row.shouldTrackDelays };
}
