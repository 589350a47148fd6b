import { isIP } from 'node:net';

// Reminders go only to real push services (issue 22, docs/security.md): a subscription is taken
// only when its endpoint is an https address of a known push service, or of a host the operator
// added (PUSH_SERVICE_HOSTS; tests reach a local push service that way).

/** The browsers' push services: an exact host, or "*." and the domain its hosts end with. */
export const KNOWN_PUSH_SERVICES = [
  // Chrome, Edge on Android, Samsung Internet, Opera (Firebase Cloud Messaging).
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox (Mozilla autopush).
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  // Safari (Apple Web Push).
  'web.push.apple.com',
  '*.push.apple.com',
  // Edge on Windows (Windows Push Notification Services).
  '*.notify.windows.com',
] as const;

/**
 * The hosts reminders may be pushed to: the known push services on https's port, and the
 * operator's own entries ("host", "host:port" or "*.domain").
 */
export interface PushServiceList {
  /** Entries as written: a host, host:port, or *.domain; ports other than 443 must be written. */
  entries: readonly string[];
}

export const pushServiceList = (extra: readonly string[] = []): PushServiceList => ({
  entries: [...KNOWN_PUSH_SERVICES, ...extra.map((entry) => entry.toLowerCase())],
});

/** The URL of an https endpoint, or null for anything else. */
function httpsUrl(endpoint: string): URL | null {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

const hostMatches = (pattern: string, host: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

/** The entry of `list` that lets `url` through, if any (the host as the URL parser normalised it). */
function entryFor(list: PushServiceList, url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const port = url.port || '443';
  return list.entries.find((entry) => {
    const at = entry.lastIndexOf(':');
    // "[::1]:8443", "host:8443"; a bare IPv6 address has colons of its own.
    const written = at > entry.lastIndexOf(']') && !isIP(entry) ? entry.slice(0, at) : entry;
    const entryPort = written === entry ? '443' : entry.slice(at + 1);
    return entryPort === port && hostMatches(written, host);
  });
}

/** Whether pushes to `endpoint` are allowed: an https address of a host on the list. */
export function isAllowedPushEndpoint(list: PushServiceList, endpoint: string): boolean {
  const url = httpsUrl(endpoint);
  return Boolean(url && entryFor(list, url));
}

/**
 * Whether the endpoint's host is an IP address the operator wrote on the list themselves: the one
 * case where a push may go to a private address (a local push service in tests). A host name is
 * always resolved and must lead to public addresses (public-address.ts), whoever listed it.
 */
export function isListedAddress(list: PushServiceList, endpoint: string): boolean {
  const url = httpsUrl(endpoint);
  if (!url) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 && Boolean(entryFor(list, url));
}
