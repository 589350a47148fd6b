import type { Browser } from '@playwright/test';
import { expectNoA11yViolationsLightAndDark } from '../support/a11y.ts';
import { apiAt, type Session, uniqueEmail } from '../support/api.ts';
import { expectNoHorizontalOverflow } from '../support/layout.ts';
import { PAYING_CARD, useFakeStripe } from '../support/stripe.ts';
import { expect, suiteServer, test } from '../support/suite.ts';

// Donating by card (issue 14, spec 1 sections 1 and 2): the menu's support card, the donation
// options modal, Stripe's card form (a fake Stripe.js and the fake Stripe API, which delivers the
// payment's signed event to the server's webhook) and the thank-you; a donation grants no premium.

const base = () => suiteServer().base;
const call = apiAt(base);

/** A new account signed in on a page of its own with the fake Stripe.js, on /menu: its support card. */
async function openMenu(browser: Browser, name: string, project: string) {
  const donor = await call<Session>('/auth/register', {
    method: 'POST',
    body: { name, email: uniqueEmail('donor', project), password: 'secret-1' },
  });
  const context = await browser.newContext({ baseURL: base(), locale: 'en-US', serviceWorkers: 'block' });
  await useFakeStripe(context);
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', stored);
  }, JSON.stringify(donor));
  const page = await context.newPage();
  await page.goto('/menu');
  return { donor, context, page, card: page.getByRole('region', { name: 'Support Bible Journey' }) };
}

test.describe('donating', () => {
  test.describe.configure({ timeout: 120_000 });

  test('gives once from the menu: a thank-you, and premium stays null', async ({ browser }, testInfo) => {
    const { donor, context, page, card } = await openMenu(browser, 'Dora Donor', testInfo.project.name);
    await card.getByRole('button', { name: 'Donate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a donation' });
    await dialog.getByRole('radio', { name: '$10' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('A one-time donation of $10')).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) <= 412) await expectNoHorizontalOverflow(page, 'the donation');
    await expectNoA11yViolationsLightAndDark(page, 'the donation');

    const { webhookDeliveries } = suiteServer().stripe;
    const deliveredBefore = webhookDeliveries.length;
    await dialog.getByLabel('Card number').fill(PAYING_CARD);
    await dialog.getByRole('button', { name: 'Donate $10' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you! Your donation was received.', { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('Thank you for your donation!')).toBeVisible();

    // The fake Stripe posts the payment's signed event to the webhook just after confirming it: once
    // the server has taken it, premium is read.
    await expect
      .poll(() =>
        webhookDeliveries
          .slice(deliveredBefore)
          .some((delivery) => delivery.type === 'payment_intent.succeeded' && delivery.status === 200),
      )
      .toBe(true);
    const { premiumAccess } = await call<{ premiumAccess: unknown }>('/premium', { token: donor.token });
    expect(premiumAccess).toBeNull();
    await context.close();
  });

  test('gives every month signed in, sees it in the menu card, and stops it there', async ({ browser }, testInfo) => {
    const { donor, context, page, card } = await openMenu(browser, 'Mona Monthly', testInfo.project.name);
    await card.getByRole('button', { name: 'Donate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a donation' });
    await dialog.getByRole('radio', { name: 'Every month' }).check();
    await dialog.getByRole('radio', { name: '$10' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('A monthly donation of $10')).toBeVisible({ timeout: 15_000 });
    await dialog.getByLabel('Card number').fill(PAYING_CARD);
    await dialog.getByRole('button', { name: 'Donate $10 a month' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you! Your donation was received.', { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The card reads the running donation from Stripe when the menu opens.
    await page.reload();
    await expect(card.getByText('You give $10 a month')).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Stop my monthly donation' }).click();
    const stop = page.getByRole('dialog', { name: 'Stop your monthly donation?' });
    await expectNoA11yViolationsLightAndDark(page, 'stopping a monthly donation');
    await stop.getByRole('button', { name: 'Stop donation' }).click();
    await expect(stop.getByRole('status')).toHaveText(
      'Your monthly donation has stopped. Thank you for all your support!',
    );
    await expect(card.getByText('You give $10 a month')).toBeHidden();

    const { donations } = await call<{ donations: unknown[] }>('/donations/subscription', { token: donor.token });
    expect(donations).toEqual([]);
    await context.close();
  });
});
