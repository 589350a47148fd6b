// Test-only helpers. An independent date oracle: UTC day arithmetic, no date library and no local
// time zone, to check the core's calendar dates against.

export const DAY_MS = 86_400_000;
export const toUtc = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
export const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const plusDays = (iso: string, days: number) => fromUtc(toUtc(iso) + days * DAY_MS);
export const weekDay = (iso: string) => new Date(toUtc(iso)).getUTCDay();

/** A deep copy of plain data (the tests run without DOM or Node typings). */
export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
