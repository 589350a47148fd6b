import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

// Sending one notification over the Web Push protocol (RFC 8030, payload encrypted aes128gcm per
// RFC 8291, signed with VAPID per RFC 8292) through the web-push library.

/** What the service worker shows: the notification's words and where a tap leads. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app, e.g. /plan. */
  url: string;
  /** Replaces an earlier notification of the same tag on the device (one reminder a day). */
  tag: string;
}

export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface WebPushSettings {
  keys: VapidKeys;
  /** The contact push services are given: a mailto: or https: address. */
  subject: string;
  /** For tests: the agent that trusts the local push service's certificate. */
  agent?: Agent;
}

/** sent; gone (the subscription no longer exists: remove it); or a failure worth retrying. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

// A reminder is of no use the next day: the push service may keep it while the device is away,
// for a few hours at most.
const REMINDER_TTL_SECONDS = 6 * 60 * 60;

export async function sendWebPush(
  target: WebPushTarget,
  message: PushMessage,
  settings: WebPushSettings,
): Promise<PushOutcome> {
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: settings.subject, ...settings.keys },
        contentEncoding: 'aes128gcm',
        urgency: 'high',
        TTL: REMINDER_TTL_SECONDS,
        timeout: 10_000,
        ...(settings.agent ? { agent: settings.agent } : {}),
      },
    );
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof webpush.WebPushError) {
      if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone' };
      return { kind: 'failed', reason: `push service answered ${error.statusCode}` };
    }
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
