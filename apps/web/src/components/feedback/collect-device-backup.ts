import { FEEDBACK_BACKUP_MAX } from '@bible-journey/contract/limits';

/** Stands in for every value that could let someone act as the person (a token, a password). */
export const REDACTED = '[redacted]';

const SECRET_NAME = /token|password|secret|authori[sz]ation|cookie|credential|api[-_]?key/i;
// A JWT found under an innocent name is still a bearer token.
const JWT = /^[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}$/;
// A data: picture says nothing about a bug and would crowd out the plan.
const LONG_DATA_URL = /^data:[^,]{0,100},.{200,}$/s;

function redact(value: unknown): unknown {
  if (typeof value === 'string') {
    if (JWT.test(value)) return REDACTED;
    if (LONG_DATA_URL.test(value)) return `[data URL, ${value.length} characters]`;
    return value;
  }
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, SECRET_NAME.test(name) ? REDACTED : redact(inner)]),
    );
  }
  return value;
}

function readStorage(storage: Storage): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key === null) continue;
    const raw = storage.getItem(key);
    if (SECRET_NAME.test(key)) {
      snapshot[key] = REDACTED;
      continue;
    }
    let value: unknown = raw;
    try {
      value = raw === null ? null : JSON.parse(raw);
    } catch {
      // Plain text (e.g. the language): kept as it is.
    }
    snapshot[key] = redact(value);
  }
  return snapshot;
}

/**
 * The device's local storage as JSON for an error report (spec 1 section 8: "errors are sent with
 * a local-data backup"). Tokens and passwords are replaced with "[redacted]" wherever they sit
 * (the session's bearer token included). When the whole is too large, the largest entries are
 * left out, named with their size, until it fits the server's limit (a report is never refused
 * for a large plan).
 */
export function collectDeviceBackup(storage: Storage = localStorage, max = FEEDBACK_BACKUP_MAX): string {
  let snapshot: Record<string, unknown>;
  try {
    snapshot = readStorage(storage);
  } catch {
    // Storage blocked (private mode, policy): the report still goes, without a backup.
    return JSON.stringify({});
  }
  let json = JSON.stringify(snapshot);
  const bySize = Object.keys(snapshot)
    .map((key) => ({ key, size: JSON.stringify(snapshot[key]).length }))
    .sort((a, b) => b.size - a.size);
  for (const { key, size } of bySize) {
    if (json.length <= max) break;
    snapshot[key] = `[left out, ${size} characters]`;
    json = JSON.stringify(snapshot);
  }
  return json;
}
