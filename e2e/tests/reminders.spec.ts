import { addDays, todayIso } from '@bible-journey/core';
import { buildDevicePlan, seedDevice } from '@bible-journey/test-support/device';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expectNoHorizontalOverflow } from '../support/layout.ts';
import { waitForControllingWorker } from '../support/service-worker.ts';
import { expect, test } from '../support/suite.ts';

// Daily reminders (issue 13, spec 1 sections 4 and 5), in Chromium on the built app and its server:
// the first-time prompt, the time picker, and a granted permission ending with the device's
// subscription and reminder stored on the server (the prompts' sequence: reminder-prompts.test.tsx).
//
// Headless Chromium has no push service to subscribe with ("Registration failed"): an init script
// stands in for it, handing out a subscription with a real P-256 key and auth secret, as the
// browser's push service would. Everything after that (the VAPID key, save-subscription,
// add-push, the server's validation and storage) is the real thing.

interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

const readState = (page: Page) =>
  page.evaluate(() => {
    const { localStorage } = globalThis as unknown as BrowserGlobals;
    return {
      notification: JSON.parse(localStorage.getItem('notificationState') ?? 'null') as Record<string, unknown> | null,
      showReminders: JSON.parse(localStorage.getItem('showReminders') ?? 'true') as boolean,
    };
  });

async function standInForPushService(page: Page) {
  await page.addInitScript(() => {
    type Subscription = { endpoint: string; toJSON(): unknown };
    const scope = globalThis as unknown as {
      PushManager?: { prototype: { subscribe: unknown; getSubscription: unknown } };
      crypto: Crypto;
      btoa(text: string): string;
      localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
    };
    if (!scope.PushManager) return;
    const base64Url = (bytes: Uint8Array) =>
      scope
        .btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const held = () => JSON.parse(scope.localStorage.getItem('e2e-push') ?? 'null') as unknown;
    const asSubscription = (json: { endpoint: string } | null): Subscription | null =>
      json && { endpoint: json.endpoint, toJSON: () => json };
    scope.PushManager.prototype.getSubscription = async () => asSubscription(held() as { endpoint: string } | null);
    scope.PushManager.prototype.subscribe = async () => {
      const pair = await scope.crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const publicKey = new Uint8Array(await scope.crypto.subtle.exportKey('raw', pair.publicKey));
      const json = {
        endpoint: `https://push.e2e.example/${base64Url(scope.crypto.getRandomValues(new Uint8Array(12)))}`,
        expirationTime: null,
        keys: { p256dh: base64Url(publicKey), auth: base64Url(scope.crypto.getRandomValues(new Uint8Array(16))) },
      };
      scope.localStorage.setItem('e2e-push', JSON.stringify(json));
      return asSubscription(json);
    };
  });
}

/** A device with a plan, first seen yesterday, so the first-time prompt is due on /plan. */
async function deviceDueForFirstPrompt(page: Page, notification: Record<string, unknown> = {}) {
  await seedDevice(page, {
    planv2: buildDevicePlan({ readDays: 0, trackDelays: false, startedDaysAgo: 0 }),
    notificationState: {
      firstSeenOn: addDays(todayIso(), -1),
      subscriptionToken: null,
      hasDefinedReminder: false,
      definedHour: 17,
      definedMinute: 0,
      reminderCounter: 0,
      askAgainOn: null,
      reminderOnServer: false,
      ...notification,
    },
  });
}

test.describe('daily reminders', () => {
  test.use({ permissions: ['notifications'], serviceWorkers: 'allow' });

  test('first-time prompt → time picker → saved on the server → confirmed with HH:MM; the menu switch ends it', async ({
    page,
  }) => {
    await standInForPushService(page);
    await deviceDueForFirstPrompt(page);
    await page.goto('/plan');
    await waitForControllingWorker(page);

    const prompt = page.getByRole('dialog', { name: 'A daily reminder to read' });
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page, 'the first-time reminder prompt');
    await prompt.getByRole('button', { name: 'Set it up now' }).click();

    const picker = page.getByRole('dialog', { name: 'Reminder time' });
    const hour = picker.getByRole('textbox', { name: 'Hour' });
    const minute = picker.getByRole('textbox', { name: 'Minutes' });
    await expect(minute).toHaveValue('00');
    // An American English browser reads a 12-hour clock: 17:00 is 5 PM, and the time kept is 0-23.
    const period = picker.getByRole('combobox', { name: 'Morning or afternoon' });
    await expect(hour).toHaveValue('05');
    await expect(period).toHaveValue('pm');
    await hour.fill('7');
    await minute.click();
    await expect(hour).toHaveValue('07');
    await minute.fill('30');
    await period.selectOption('am');

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/notifications/save-subscription'));
    const added = page.waitForResponse((response) => response.url().endsWith('/api/notifications/add-push'));
    await picker.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    const answer = await added;
    expect(answer.status()).toBe(200);
    const sent = answer.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ hour: 7, minute: 30, title: 'Time to read' });
    expect(typeof sent.timezone).toBe('string');
    const token = ((await answer.json()) as { notification: { subscriptionToken: string } }).notification
      .subscriptionToken;
    expect(JSON.parse(token)).toMatchObject({ endpoint: expect.stringMatching(/^https:\/\/push\.e2e\.example\//) });

    const confirmation = page.getByRole('dialog', { name: 'Reminder set' });
    await expect(confirmation).toContainText("We'll remind you every day at 7:30 AM.");
    await confirmation.getByRole('button', { name: 'OK' }).click();
    expect((await readState(page)).notification).toMatchObject({
      hasDefinedReminder: true,
      definedHour: 7,
      definedMinute: 30,
      subscriptionToken: token,
      reminderOnServer: true,
    });

    // The menu shows it; its switch (the late dialog's mute) ends it on the server.
    await page.goto('/menu');
    const card = page.getByRole('region', { name: 'Daily reminder' });
    await expect(card.getByText('Every day at 7:30 AM on this device.')).toBeVisible();
    const removed = page.waitForResponse((response) => response.url().endsWith('/api/notifications/remove-push'));
    await card.getByRole('switch', { name: 'Send me the daily reminder' }).click({ force: true });
    expect((await removed).status()).toBe(200);
    expect(await readState(page)).toMatchObject({ showReminders: false, notification: { reminderOnServer: false } });
    await expect(card.getByText('Your reminder at 7:30 AM is turned off on this device.')).toBeVisible();
  });

  test('a save the server fails keeps the time and the card says it does not reach this device, until “Try again”', async ({
    page,
  }) => {
    await standInForPushService(page);
    await deviceDueForFirstPrompt(page, { firstSeenOn: todayIso() });
    await page.route('**/api/notifications/add-push', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.goto('/menu');
    const card = page.getByRole('region', { name: 'Daily reminder' });
    await card.getByRole('button', { name: 'Set a time' }).click();
    // Permission is already granted here: no word before the browser asks, as it won't.
    const picker = page.getByRole('dialog', { name: 'Reminder time' });
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Reminder time' }).getByRole('button', { name: 'Cancel' }).click();

    await expect(
      card.getByText("Your reminder is set for 5:00 PM, but it doesn't reach this device yet."),
    ).toBeVisible();
    await expect(card.getByText(/Every day at/)).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Log in to get your reminder by e-mail instead' })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expectNoSeriousA11yViolations(page, `the reminder card, failed (${theme})`);
    }

    await page.unroute('**/api/notifications/add-push');
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByText('Every day at 5:00 PM on this device.')).toBeVisible();
    expect((await readState(page)).notification).toMatchObject({ reminderOnServer: true, definedHour: 17 });
  });

  // "Remind me later" counting and asking again 3 days on, the continue prompt at every third count,
  // and "Stop asking": reminder-prompts.test.tsx (and core's reminder-prompts.test.ts).

  test('the time picker in Polish on a 360 px phone: fits, pads, and moves on after two hour digits on touch', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the jump to the minutes is for touch keyboards');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => (globalThis as unknown as BrowserGlobals).localStorage.setItem('language', 'pl'));
    await deviceDueForFirstPrompt(page);
    await page.goto('/plan');
    const prompt = page.getByRole('dialog', { name: 'Codzienne przypomnienie o czytaniu' });
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    await expectNoHorizontalOverflow(page, 'the first-time prompt in Polish');
    await prompt.getByRole('button', { name: 'Ustaw teraz' }).click();
    const picker = page.getByRole('dialog', { name: 'Godzina przypomnienia' });
    const hour = picker.getByRole('textbox', { name: 'Godzina' });
    const minute = picker.getByRole('textbox', { name: 'Minuty' });
    await hour.click();
    await page.keyboard.type('07');
    await expect(minute).toBeFocused();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await hour.click();
    await expect(minute).toHaveValue('00');
    await expectNoHorizontalOverflow(page, 'the time picker in Polish');
    await expectNoSeriousA11yViolations(page, 'the time picker');
  });
});

test.describe('notifications blocked', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the card explains before the browser asks; refused, it says blocked, how to allow, and offers e-mail', async ({
    page,
    context,
  }) => {
    await deviceDueForFirstPrompt(page, { firstSeenOn: todayIso() });
    await page.goto('/menu');
    const card = page.getByRole('region', { name: 'Daily reminder' });
    await expect(card.getByText('No daily reminder on this device yet.')).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Ask me about a daily reminder' })).toBeChecked();
    await card.getByRole('button', { name: 'Set a time' }).click();
    const allow = page.getByRole('dialog', { name: 'Allow notifications?' });
    await expect(allow).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the word before the browser asks');
    // Headless Chromium refuses a permission the context was not granted, as a person can.
    await context.clearPermissions();
    await allow.getByRole('button', { name: 'Continue' }).click();
    const blocked = page.getByRole('dialog', { name: 'Notifications are blocked' });
    await expect(blocked).toBeVisible();
    await blocked.getByRole('button', { name: 'OK' }).click();

    await expect(card.getByText(/Notifications are blocked for Bible Journey in this browser/)).toBeVisible();
    await expect(card.getByText(/open the site settings/)).toBeVisible();
    await expect(card.getByRole('switch')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Log in to get your reminder by e-mail instead' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the reminder card, blocked');
  });
});
