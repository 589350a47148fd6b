import type { VapidPublicKeyResponse } from '@bible-journey/contract';
import { isTimeZone } from '@bible-journey/core';
import { api } from '../api-client.ts';
import { base64UrlToBytes } from './base64url.ts';

/** Whether this browser can receive Web Push: a service worker, the Push API and notifications. */
export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

/** The device's IANA time zone, as the server needs it; UTC where the browser doesn't say. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/** The service worker's registration; none in development, where `vite` registers no worker. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Error('No service worker to receive pushes');
  return registration;
}

/** The subscription this browser holds now, as the JSON the server keeps; null when it has none. */
export async function currentPushSubscription(): Promise<string | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? JSON.stringify(subscription) : null;
}

/**
 * This browser's push subscription for the server's VAPID key, made when there is none (the
 * permission must be granted already). Answers its JSON, the app's `subscriptionToken`.
 */
export async function subscribeToPush(): Promise<string> {
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return JSON.stringify(existing);
  const { publicKey } = await api<VapidPublicKeyResponse>('/notifications/vapid-public-key');
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  return JSON.stringify(subscription);
}
