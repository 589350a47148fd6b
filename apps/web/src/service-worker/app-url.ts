/** Where a reminder leads when it names no page of its own: the day's reading on the plan. */
export const DEFAULT_APP_PATH = '/plan';

/**
 * `value` as a path of the app (`/plan`, `/reader/gen/1?x=1#v2`), or null when it is not a
 * string or leads to another origin: a notification never opens another site.
 */
export function appPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
