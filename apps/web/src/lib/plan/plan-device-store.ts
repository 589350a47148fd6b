import type { DeviceSyncStore, PendingChange, PlanOperation } from '@bible-journey/core';
import { localPlan } from '../local-plan-store.ts';
import { storedValue } from '../storage.ts';

const isOutbox = (value: unknown): value is PlanOperation[] =>
  Array.isArray(value) &&
  value.every(
    (operation) =>
      typeof operation === 'object' &&
      operation !== null &&
      typeof (operation as PlanOperation).opId === 'string' &&
      typeof (operation as PlanOperation).planId === 'string',
  );

/** Ticks and switches made on this device that the server hasn't acknowledged yet (survive reloads and closing the tab). */
export const planOutbox = storedValue<PlanOperation[]>('planOutbox', [], isOutbox);

const isPendingChange = (value: unknown): value is PendingChange | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as PendingChange).planId === 'string' &&
    typeof (value as PendingChange).change?.kind === 'string');

/** An edit or replan made on this device that the server hasn't taken yet. */
export const pendingPlanChange = storedValue<PendingChange | null>('planPendingChange', null, isPendingChange);

/** What a sync round reads and writes on this device. */
export const deviceSyncStore: DeviceSyncStore = {
  getPlan: localPlan.get,
  setPlan: localPlan.set,
  getOutbox: planOutbox.get,
  setOutbox: planOutbox.set,
  getPendingChange: pendingPlanChange.get,
  setPendingChange: pendingPlanChange.set,
};

/** A unique id for an operation (randomUUID needs a secure context; a LAN address isn't one). */
export function newOperationId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Nothing made on this device is waiting for the server. */
export function hasUnsentChanges(): boolean {
  return planOutbox.get().length > 0 || pendingPlanChange.get() !== null;
}
