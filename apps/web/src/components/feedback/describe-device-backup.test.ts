import { describe, expect, it } from 'vitest';
import { describeDeviceBackup } from './describe-device-backup.ts';

describe('describeDeviceBackup', () => {
  it('names the plan with its progress, the account, settings, waiting changes and anything else', () => {
    const backup = JSON.stringify({
      planv2: { planv2: [{ read: true }, { read: false }, { read: true }] },
      session: { token: '[redacted]', user: { name: 'Ana' } },
      language: 'pl',
      theme: 'dark',
      planOutbox: [],
      somethingNew: 1,
      another: 'x',
    });
    expect(describeDeviceBackup(backup)).toEqual([
      { key: 'plan', values: { count: 3, read: 2 } },
      { key: 'account' },
      { key: 'settings' },
      { key: 'sync' },
      { key: 'other', values: { names: 'somethingNew, another' } },
    ]);
  });

  it('says nothing for an empty or unreadable backup, and counts a plan it cannot read as empty', () => {
    expect(describeDeviceBackup('{}')).toEqual([]);
    expect(describeDeviceBackup('not json')).toEqual([]);
    expect(describeDeviceBackup(JSON.stringify({ planv2: '[left out, 250000 characters]' }))).toEqual([
      { key: 'plan', values: { count: 0, read: 0 } },
    ]);
  });
});
