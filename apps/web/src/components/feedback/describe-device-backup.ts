/** One line of the report's readable summary: a string key under feedback.backup and its values. */
export interface BackupLine {
  key: 'plan' | 'account' | 'settings' | 'sync' | 'other';
  values?: { count?: number; read?: number; names?: string };
}

const PLAN_KEY = 'planv2';
const ACCOUNT_KEY = 'session';
// What the app keeps to look and behave as the person chose (lib/, components/reader, app/pwa).
const SETTING_KEYS = new Set([
  'language',
  'theme',
  'bibleVersion',
  'readerFontScale',
  'updated',
  'delayCount',
  'darkThemeAnnounced',
]);
// The plan's changes not yet on the server (lib/plan/plan-device-store.ts, plan-sync-engine.ts).
const SYNC_KEYS = new Set(['planOutbox', 'planPendingChange', 'planSyncTag']);

function planLine(plan: unknown): BackupLine {
  const days = (plan as { planv2?: unknown } | null)?.planv2;
  if (!Array.isArray(days)) return { key: 'plan', values: { count: 0, read: 0 } };
  const read = days.filter((day) => (day as { read?: unknown } | null)?.read === true).length;
  return { key: 'plan', values: { count: days.length, read } };
}

/**
 * What a device backup (collectDeviceBackup's JSON) holds, in words a person can check before
 * agreeing to send it: the plan and its progress, the account's name and e-mail, settings, changes
 * waiting to sync, and the names of anything else.
 */
export function describeDeviceBackup(backup: string): BackupLine[] {
  let entries: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(backup);
    entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    entries = {};
  }
  const keys = Object.keys(entries);
  const lines: BackupLine[] = [];
  if (PLAN_KEY in entries) lines.push(planLine(entries[PLAN_KEY]));
  if (ACCOUNT_KEY in entries) lines.push({ key: 'account' });
  if (keys.some((key) => SETTING_KEYS.has(key))) lines.push({ key: 'settings' });
  if (keys.some((key) => SYNC_KEYS.has(key))) lines.push({ key: 'sync' });
  const others = keys.filter(
    (key) => key !== PLAN_KEY && key !== ACCOUNT_KEY && !SETTING_KEYS.has(key) && !SYNC_KEYS.has(key),
  );
  if (others.length > 0) lines.push({ key: 'other', values: { names: others.join(', ') } });
  return lines;
}
