import type { Browser, Page } from '@playwright/test';
import { expectNoA11yViolationsLightAndDark } from '../support/a11y.ts';
import { apiAt, type Session, uniqueEmail } from '../support/api.ts';
import { expectNoHorizontalOverflow } from '../support/layout.ts';
import { PAYING_CARD, useFakeStripe } from '../support/stripe.ts';
import { expect, suiteServer, test } from '../support/suite.ts';

// Paying for premium by card (issue 14, spec 1 section 4): the landing's offers, Stripe's card form
// (a fake Stripe.js in the page, the fake Stripe API behind it and behind the server), premium
// granted only once the fake Stripe has delivered its signed event to the server's webhook, then
// the wizard; a one-time premium used up, buying another.

const base = () => suiteServer().base;
const call = apiAt(base);

interface Premium {
  premiumAccess: { type: string; amountPurchases: number; origin: string; ownedChallenges: number } | null;
}

async function newLeader(label: string, project: string): Promise<Session> {
  return call<Session>('/auth/register', {
    method: 'POST',
    body: { name: 'Lia Leader', email: uniqueEmail(label, project), password: 'secret-1' },
  });
}

async function newPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL: base(), locale: 'en-US', serviceWorkers: 'block' });
  await useFakeStripe(context);
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', stored);
  }, JSON.stringify(session));
  return context.newPage();
}

const premiumOf = (session: Session) => call<Premium>('/premium', { token: session.token });

async function openCheckout(page: Page, offer: 'Buy one challenge' | 'Subscribe with card') {
  await page.goto('/challenges/presentation#start-now');
  await page.getByRole('button', { name: offer }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test.describe('paying for premium by card', () => {
  test.describe.configure({ timeout: 120_000 });

  // A refused card said under the form in Stripe's words, and another card paying after it:
  // checkout.test.tsx (the same stand-in for Stripe.js as the fake one in this page).
  test('buys one challenge: a paying card grants premium, the wizard opens', async ({ browser }, testInfo) => {
    const leader = await newLeader('buyer', testInfo.project.name);
    const page = await newPage(browser, leader);
    const dialog = await openCheckout(page, 'Buy one challenge');
    await expect(dialog.getByText('One challenge')).toBeVisible();
    await expect(dialog.getByText('$100', { exact: true })).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) <= 412) await expectNoHorizontalOverflow(page, 'the checkout');
    await expectNoA11yViolationsLightAndDark(page, 'the checkout');

    await dialog.getByLabel('Card number').fill(PAYING_CARD);
    await dialog.getByRole('button', { name: 'Pay $100' }).click();
    await expect(dialog.getByText('Payment confirmed! Taking you to create your challenge…')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/challenges\/new\/name$/, { timeout: 10_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await premiumOf(leader)).premiumAccess).toMatchObject({
      type: 'one_time',
      amountPurchases: 1,
      origin: 'stripe',
    });
  });

  test('subscribes, then cancels from the menu', async ({ browser }, testInfo) => {
    const leader = await newLeader('subscriber', testInfo.project.name);
    const page = await newPage(browser, leader);
    const dialog = await openCheckout(page, 'Subscribe with card');
    await expect(dialog.getByText('$20 a month', { exact: true })).toBeVisible();
    await dialog.getByLabel('Card number').fill(PAYING_CARD);
    await dialog.getByRole('button', { name: 'Subscribe for $20 a month' }).click();
    await expect(page).toHaveURL(/\/challenges\/new\/name$/, { timeout: 30_000 });
    expect((await premiumOf(leader)).premiumAccess).toMatchObject({ type: 'subscription', origin: 'stripe' });
    // The landing then offering a subscriber to create, not to buy: landing-page.test.tsx.

    await page.goto('/menu');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.getByRole('button', { name: 'Yes, cancel my subscription' }).click();
    await expect(confirm.getByText('Your subscription was cancelled.')).toBeVisible();
    // That it closes by itself 2 s later (spec 1 section 9): premium-card.test.tsx, on a fake clock.
    await expect.poll(async () => (await premiumOf(leader)).premiumAccess).toBeNull();
  });

  // The server refusing a challenge over the count (creation.test.ts) and the wizard's
  // subscribe-or-buy modal leading to the prices (wizard.test.tsx) are proven below the browser.
  test('a one-time premium used up offers buying another, which opens the wizard', async ({ browser }, testInfo) => {
    const leader = await newLeader('limit', testInfo.project.name);
    const page = await newPage(browser, leader);
    const dialog = await openCheckout(page, 'Buy one challenge');
    await dialog.getByLabel('Card number').fill(PAYING_CARD);
    await dialog.getByRole('button', { name: 'Pay $100' }).click();
    await expect(page).toHaveURL(/\/challenges\/new\/name$/, { timeout: 30_000 });

    // The one challenge bought is used.
    const today = new Date().toISOString().slice(0, 10);
    const finish = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const challenge = (title: string) => ({
      method: 'POST',
      token: leader.token,
      body: {
        challengeTitle: title,
        participants: [uniqueEmail('bia', testInfo.project.name), uniqueEmail('caio', testInfo.project.name)],
        startDate: today,
        finishDate: finish,
      },
    });
    await call('/challenges/add', challenge('Gospels in Lent'));

    await page.goto('/challenges/presentation#start-now');
    await expect(page.getByText(/already created every challenge you bought/)).toBeVisible({ timeout: 15_000 });

    // Buying another one opens the wizard again.
    await page.getByRole('button', { name: 'Buy one challenge' }).click();
    const again = page.getByRole('dialog', { name: 'Checkout' });
    await again.getByLabel('Card number').fill(PAYING_CARD);
    await again.getByRole('button', { name: 'Pay $100' }).click();
    await expect(page).toHaveURL(/\/challenges\/new\/name$/, { timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Premium access needed' })).toHaveCount(0);
    expect((await premiumOf(leader)).premiumAccess).toMatchObject({ type: 'one_time', amountPurchases: 2 });
  });
});
