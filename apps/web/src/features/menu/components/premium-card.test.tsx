import type { PremiumAccess } from '@bible-journey/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_COPIES_KEY } from '../../../lib/challenge-device-data.ts';
import { session } from '../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { holdAnswer } from '../../../test/held-answer.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';
import { SUBSCRIPTION_CANCELLED_CLOSE_MS } from './confirm-cancel.tsx';

const stripeSubscription: PremiumAccess = {
  type: 'subscription',
  amountPurchases: 0,
  origin: 'stripe',
  ownedChallenges: 2,
  product_title: 'Monthly subscription',
  amount_paid: 2000,
  currency_paid: 'usd',
  customer_id: 'cus_123',
  subscription_id: 'sub_123',
};
const oneTime: PremiumAccess = {
  type: 'one_time',
  amountPurchases: 3,
  origin: 'stripe',
  ownedChallenges: 2,
  product_title: 'One challenge',
  amount_paid: 10000,
  currency_paid: 'usd',
  customer_id: 'cus_123',
};
const operatorGrant: PremiumAccess = { type: 'subscription', amountPurchases: 0, origin: 'admin', ownedChallenges: 1 };
const storeSubscription = (origin: 'android' | 'ios'): PremiumAccess => ({
  type: 'subscription',
  amountPurchases: 0,
  origin,
  ownedChallenges: 0,
  product_title: 'Monthly subscription',
  amount_paid: 2000,
  currency_paid: 'usd',
});

/** One challenge copy on the device: with ticks not sent yet, or only what the server has. */
const copy = (outbox: unknown[]) => ({ plan: null, outbox, pendingChange: null, rankingId: 'r1' });

let api: FakeApi;
/** Lets the fetch promise chain settle without moving the fake clock. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
/** The card once GET /premium has answered (findBy* would wait on the faked clock). */
async function card() {
  await settle();
  return screen.getByRole('region', { name: 'Premium' });
}

beforeAll(() => setupTestI18n());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api = stubApi();
  session.set({ user: signedInUser, token: 'premium-token' });
  api.answer('GET /user', { user: signedInUser });
});
afterEach(async () => {
  cleanup();
  resetHosts();
  api.restore();
  session.clear();
  localStorage.clear();
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

describe('the menu’s premium card', () => {
  it('shows a skeleton while the premium access loads', async () => {
    const release = holdAnswer(api, 'GET /premium', { premiumAccess: null });
    renderMenu();
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(premium.getAttribute('aria-busy')).toBe('true');
    expect(within(premium).getByText('Loading your premium access…')).toBeTruthy();
    release();
    await settle();
    expect(premium.getAttribute('aria-busy')).toBe('false');
    expect(within(premium).queryByText('Loading your premium access…')).toBeNull();
  });

  it('without premium, says what it gives and links to the prices', async () => {
    api.answer('GET /premium', { premiumAccess: null });
    renderMenu();
    const premium = await card();
    expect(within(premium).getByText(/With premium you can create reading challenges/)).toBeTruthy();
    const prices = within(premium).getByRole('link', { name: 'See plans and prices' });
    expect(prices.getAttribute('href')).toBe('/challenges/presentation#start-now');
  });

  it('a card subscription: its title with the price a month, and a cancel button', async () => {
    api.answer('GET /premium', { premiumAccess: stripeSubscription });
    renderMenu();
    const premium = await card();
    expect(within(premium).getByText('Monthly subscription · $20 a month')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(within(premium).queryByText(/challenges? created/)).toBeNull();
  });

  it('in the iOS app, says a card subscription is cancelled on the website instead of offering to', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'ios' });
    try {
      api.answer('GET /premium', { premiumAccess: stripeSubscription });
      renderMenu();
      const premium = await card();
      expect(
        within(premium).getByText(/bought on our website: to cancel it, open Bible Journey in your browser/),
      ).toBeTruthy();
      expect(within(premium).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('writes the price as the interface language writes money', async () => {
    await i18next.changeLanguage('pt');
    api.answer('GET /premium', {
      premiumAccess: {
        ...stripeSubscription,
        product_title: 'Assinatura mensal',
        amount_paid: 1990,
        currency_paid: 'brl',
      },
    });
    renderMenu();
    const premium = await card();
    expect(within(premium).getByText('Assinatura mensal · R$ 19,90 por mês')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Cancelar assinatura' })).toBeTruthy();
  });

  it('a one-time purchase: the challenges bought and created, a link to buy more, nothing to cancel', async () => {
    api.answer('GET /premium', { premiumAccess: oneTime });
    renderMenu();
    const premium = await card();
    expect(within(premium).getByText('One challenge · $100')).toBeTruthy();
    expect(within(premium).getByText('2 of 3 challenges created')).toBeTruthy();
    const buyMore = within(premium).getByRole('link', { name: 'Buy more challenges' });
    expect(buyMore.getAttribute('href')).toBe('/challenges/presentation#start-now');
    expect(within(premium).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('counts one challenge bought in the singular', async () => {
    api.answer('GET /premium', { premiumAccess: { ...oneTime, amountPurchases: 1, ownedChallenges: 0 } });
    renderMenu();
    const premium = await card();
    expect(within(premium).getByText('0 of 1 challenge created')).toBeTruthy();
  });

  it('an operator’s grant: "Premium access", granted by the team with the contact address, nothing to cancel', async () => {
    api.answer('GET /premium', { premiumAccess: operatorGrant });
    renderMenu();
    const premium = await card();
    expect(within(premium).getByText('Premium access')).toBeTruthy();
    expect(within(premium).getByText('The Bible Journey team gave you this access.')).toBeTruthy();
    const contact = within(premium).getByRole('link', { name: 'Questions? Write to us: contato@biblejourney.app' });
    expect(contact.getAttribute('href')).toBe('mailto:contato@biblejourney.app');
    expect(within(premium).queryByRole('button')).toBeNull();
  });

  it.each([
    [
      'android',
      /made on Google Play/,
      'Manage it in Google Play',
      'https://play.google.com/store/account/subscriptions',
    ],
    ['ios', /made on the App Store/, 'Manage it in the App Store', 'https://apps.apple.com/account/subscriptions'],
  ] as const)(
    'a %s subscription is cancelled in its store, never through the server',
    async (origin, note, link, href) => {
      api.answer('GET /premium', { premiumAccess: storeSubscription(origin) });
      renderMenu();
      const premium = await card();
      expect(within(premium).getByText(note)).toBeTruthy();
      expect(within(premium).getByRole('link', { name: link }).getAttribute('href')).toBe(href);
      expect(within(premium).queryByRole('button')).toBeNull();
      expect(api.calls('DELETE', '/premium')).toHaveLength(0);
    },
  );

  it('a failed load offers to try again', async () => {
    api.answer('GET /premium', { message: 'down' }, 500);
    renderMenu();
    const premium = await card();
    expect(within(premium).getByRole('alert').textContent).toMatch(/couldn't load your premium access/);
    api.answer('GET /premium', { premiumAccess: stripeSubscription });
    fireEvent.click(within(premium).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(premium).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });
});

describe('cancelling a card subscription', () => {
  async function openConfirm() {
    api.answer('GET /premium', { premiumAccess: stripeSubscription });
    const view = renderMenu();
    const premium = await card();
    fireEvent.click(within(premium).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    return { ...view, premium, dialog };
  }

  it('confirms, cancels the named subscription, says so, closes after 2 s, refetches and forgets local challenges', async () => {
    localStorage.setItem(
      CHALLENGE_COPIES_KEY,
      JSON.stringify({ led: copy([]), joined: copy([{ opId: 'o1', kind: 'mark' }]) }),
    );
    const { premium, dialog, queryClient } = await openConfirm();
    queryClient.setQueryData(['challenges', 'list', 'premium-token'], { challenges: [] });
    queryClient.setQueryData(['challenge', 'c1', 'details'], { id: 'c1' });
    expect(within(dialog).getByText(/the challenges you lead close for you and for everyone/)).toBeTruthy();
    expect(within(dialog).getByText(/Nothing is deleted/)).toBeTruthy();
    expect(api.calls('DELETE', '/premium')).toHaveLength(0);

    api.answer('DELETE /premium', { premiumAccess: null });
    api.answer('GET /premium', { premiumAccess: null });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' }));
    await settle();

    expect(api.calls('DELETE', '/premium')[0]?.headers.subscription_id).toBe('sub_123');
    expect(within(dialog).getByRole('status').textContent).toBe('Your subscription was cancelled.');
    expect(api.calls('GET', '/premium')).toHaveLength(2);
    expect(queryClient.getQueryData(['challenges', 'list', 'premium-token'])).toBeUndefined();
    expect(queryClient.getQueryData(['challenge', 'c1', 'details'])).toBeUndefined();
    // The tick not sent yet stays for the next sync; the rest of the copies go.
    expect(Object.keys(JSON.parse(localStorage.getItem(CHALLENGE_COPIES_KEY) ?? '{}'))).toEqual(['joined']);

    act(() => vi.advanceTimersByTime(SUBSCRIPTION_CANCELLED_CLOSE_MS - 1));
    expect(dialog.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(within(premium).getByText(/With premium you can create reading challenges/)).toBeTruthy();
  });

  it('keeps everything when checkout is unavailable (503), says so and lets the person try again', async () => {
    localStorage.setItem(CHALLENGE_COPIES_KEY, JSON.stringify({ led: copy([]) }));
    const { premium, dialog, queryClient } = await openConfirm();
    queryClient.setQueryData(['challenges', 'list', 'premium-token'], { challenges: [] });
    api.answer(
      'DELETE /premium',
      { message: 'Sorry, checkout is temporarily unavailable. Please try again later.' },
      503,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' });
    fireEvent.click(confirm);
    await settle();

    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Sorry, checkout is temporarily unavailable. Please try again later.',
    );
    expect(confirm).toHaveProperty('disabled', false);
    expect(api.calls('GET', '/premium')).toHaveLength(1);
    expect(queryClient.getQueryData(['challenges', 'list', 'premium-token'])).toEqual({ challenges: [] });
    expect(localStorage.getItem(CHALLENGE_COPIES_KEY)).toContain('led');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(premium).getByText('Monthly subscription · $20 a month')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });

  it('any other failure opens the something-went-wrong modal on top, which tries again', async () => {
    const { dialog } = await openConfirm();
    api.answer('DELETE /premium', { message: 'down' }, 500);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' }));
    await settle();
    const wrong = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Something went wrong' }));
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' })).toHaveProperty(
      'disabled',
      false,
    );

    api.answer('DELETE /premium', { premiumAccess: null });
    api.answer('GET /premium', { premiumAccess: null });
    fireEvent.click(within(wrong).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(api.calls('DELETE', '/premium')).toHaveLength(2));
    await settle();
    expect(within(dialog).getByRole('status').textContent).toBe('Your subscription was cancelled.');
  });

  it('works from the keyboard, and focus lands on the card once the modal has gone', async () => {
    // user-event waits on the clock between steps: here the faked one follows the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup();
    api.answer('GET /premium', { premiumAccess: stripeSubscription });
    renderMenu();
    const premium = await card();
    within(premium).getByRole('button', { name: 'Cancel subscription' }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });

    api.answer('DELETE /premium', { premiumAccess: null });
    api.answer('GET /premium', { premiumAccess: null });
    within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' }).focus();
    await user.keyboard(' ');
    await settle();
    const status = within(dialog).getByRole('status');
    expect(document.activeElement).toBe(status);

    act(() => vi.advanceTimersByTime(SUBSCRIPTION_CANCELLED_CLOSE_MS));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(within(premium).getByRole('heading', { name: 'Premium' }));
  });
});
