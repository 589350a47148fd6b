import { WebPushSubscriptionSchema } from '@bible-journey/contract';
import { BadRequestError } from '../../http/errors.js';
import { isAllowedPushEndpoint, type PushServiceList } from '../../integrations/push/push-services.js';

/** What a subscriptionToken names: a browser's Web Push subscription, or a native app's push token. */
export type PushTarget =
  | { kind: 'webpush'; deviceKey: string; endpoint: string; p256dh: string; auth: string }
  | { kind: 'native'; deviceKey: string };

/**
 * Reads the device's subscriptionToken: JSON (what `JSON.stringify(pushSubscription)` gives) is a
 * Web Push subscription and must be a whole one, on one of `pushServices` when given; anything else
 * is a native push token. `field` names the token in the 400 answer.
 */
export function readSubscriptionToken(
  token: string,
  { field = 'subscriptionToken', pushServices }: { field?: string; pushServices?: PushServiceList } = {},
): PushTarget {
  if (!token.startsWith('{')) return { kind: 'native', deviceKey: `native:${token}` };
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    json = null;
  }
  const subscription = WebPushSubscriptionSchema.safeParse(json);
  if (!subscription.success) {
    throw new BadRequestError(`${field}: must be a push subscription with an https endpoint and its keys`);
  }
  const { endpoint, keys } = subscription.data;
  if (pushServices && !isAllowedPushEndpoint(pushServices, endpoint)) {
    throw new BadRequestError(`${field}: its endpoint is not on a known push service`);
  }
  return { kind: 'webpush', deviceKey: endpoint, endpoint, p256dh: keys.p256dh, auth: keys.auth };
}
