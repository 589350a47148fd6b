import { describe, expect, it } from 'vitest';
import { AddPushBodySchema, SaveSubscriptionBodySchema, WebPushSubscriptionSchema } from './notifications.js';

const subscription = {
  endpoint: 'https://push.example.com/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};
const token = JSON.stringify(subscription);

describe('notification calls', () => {
  it('take a subscription and an IANA zone', () => {
    expect(SaveSubscriptionBodySchema.parse({ subscriptionToken: token, timezone: 'America/Sao_Paulo' })).toEqual({
      subscriptionToken: token,
      timezone: 'America/Sao_Paulo',
    });
    for (const timezone of ['+03:00', 'Mars/Base', '', 'GMT-3 ']) {
      const result = SaveSubscriptionBodySchema.safeParse({ subscriptionToken: token, timezone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['timezone']);
    }
  });

  it('take a reminder at a time of day, with its words', () => {
    const reminder = {
      hour: 7,
      minute: 30,
      subscriptionToken: token,
      timezone: 'Europe/Warsaw',
      title: 'Bible',
      body: 'Czas na czytanie',
    };
    expect(AddPushBodySchema.parse(reminder)).toEqual(reminder);
    for (const wrong of [
      { hour: 24 },
      { minute: 60 },
      { hour: 7.5 },
      { hour: '7' },
      { title: ' ' },
      { body: 'x'.repeat(301) },
    ]) {
      expect(AddPushBodySchema.safeParse({ ...reminder, ...wrong }).success).toBe(false);
    }
  });

  it('read a browser’s push subscription: an https endpoint and its keys', () => {
    expect(WebPushSubscriptionSchema.parse(subscription)).toEqual(subscription);
    expect(
      WebPushSubscriptionSchema.safeParse({ ...subscription, endpoint: 'http://push.example.com/x' }).success,
    ).toBe(false);
    expect(WebPushSubscriptionSchema.safeParse({ ...subscription, keys: { p256dh: 'short', auth: '' } }).success).toBe(
      false,
    );
  });
});
