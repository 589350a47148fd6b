import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayAskAboutReminders, needsAnotherWay, type ReminderFacts, reminderState } from './reminder-state.js';

const facts = fc.record<ReminderFacts>({
  hasDefinedReminder: fc.boolean(),
  time: fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) }),
  isMuted: fc.boolean(),
  access: fc.constantFrom('default', 'granted', 'denied', 'unsupported'),
  reachesDevice: fc.boolean(),
  isAsking: fc.boolean(),
});

describe('reminderState', () => {
  it('says "set" exactly when the chosen reminder reaches this device and is on', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const isSet = reminderState(f).kind === 'set';
        expect(isSet).toBe(
          !f.isAsking && f.hasDefinedReminder && !f.isMuted && f.access === 'granted' && f.reachesDevice,
        );
      }),
    );
  });

  it('never loses the chosen time, and never shows one that was not chosen', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const state = reminderState(f);
        if (state.kind === 'asking' || state.kind === 'notSet') return;
        expect(state.time).toEqual(f.hasDefinedReminder ? f.time : null);
      }),
    );
  });

  it('calls a browser that refuses notifications blocked, whatever else holds', () => {
    fc.assert(
      fc.property(facts, (f) => {
        fc.pre(!f.isAsking);
        expect(reminderState(f).kind === 'blocked').toBe(f.access === 'denied');
      }),
    );
  });

  it('offers another way whenever a chosen or wanted reminder cannot reach the device', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const state = reminderState(f);
        const cannotReach =
          !f.isAsking &&
          (f.access === 'denied' ||
            f.access === 'unsupported' ||
            (f.hasDefinedReminder && !f.isMuted && !(f.access === 'granted' && f.reachesDevice)));
        expect(needsAnotherWay(state)).toBe(cannotReach);
      }),
    );
  });

  it('lets the prompts ask only a device with nothing chosen that could still get notifications', () => {
    fc.assert(
      fc.property(facts, (f) => {
        expect(mayAskAboutReminders(reminderState(f))).toBe(
          !f.isAsking && !f.hasDefinedReminder && (f.access === 'default' || f.access === 'granted'),
        );
      }),
    );
  });

  it('reads the reported case: a subscription that failed is not "Every day at 07:30"', () => {
    const time = { hour: 7, minute: 30 };
    const base = { hasDefinedReminder: true, time, isMuted: false, access: 'granted', isAsking: false } as const;
    expect(reminderState({ ...base, reachesDevice: false })).toEqual({ kind: 'failed', time });
    expect(reminderState({ ...base, reachesDevice: true })).toEqual({ kind: 'set', time });
    expect(reminderState({ ...base, hasDefinedReminder: false, reachesDevice: false })).toEqual({ kind: 'notSet' });
    expect(reminderState({ ...base, isMuted: true, reachesDevice: false })).toEqual({ kind: 'off', time });
  });
});
