import { emptyLocalPlan } from '@bible-journey/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localPlan } from '../../lib/local-plan-store.ts';
import { session } from '../../lib/session.ts';
import { type FakeApi, stubApi } from '../../test/fake-fetch.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { closeModalsAndSnackbars, renderWithHosts } from '../../test/modal-hosts.tsx';
import { resetStripeStandIn } from '../../test/stripe-stand-in.tsx';
import { offerAskDonation } from './ask-donation.tsx';
import { donationState, updateDonationState } from './donation-state.ts';
import { openDonationOptions } from './open-donation.tsx';

// Stripe.js and its card form stand in (test/stripe-stand-in.tsx); e2e/tests/donations.spec.ts runs
// the real React bindings against a fake Stripe.js and API.
const stripe = await vi.hoisted(async () => (await import('../../test/stripe-stand-in.tsx')).createStripeStandIn());
vi.mock('../../lib/stripe-js.ts', async () => (await import('../../test/stripe-stand-in.tsx')).stripeJsStandIn(stripe));
vi.mock('@stripe/react-stripe-js', async () =>
  (await import('../../test/stripe-stand-in.tsx')).reactStripeStandIn(stripe),
);

const UNAVAILABLE = 'Sorry, checkout is temporarily unavailable. Please try again later.';
const user = {
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

let api: FakeApi;
beforeAll(() => setupTestI18n());
beforeEach(() => {
  api = stubApi();
  resetStripeStandIn(stripe);
  api.answer('POST /donations/create-payment-intent', { clientSecret: 'pi_1_secret_a', publishableKey: 'pk_test_1' });
  api.answer('POST /donations/create-subscription', {
    subscriptionId: 'sub_1',
    clientSecret: 'pi_2_secret_b',
    publishableKey: 'pk_test_1',
  });
});
afterEach(async () => {
  cleanup();
  closeModalsAndSnackbars();
  api.restore();
  localStorage.clear();
  await setupTestI18n('en');
});

const openOptions = async () => {
  renderWithHosts();
  await act(() => openDonationOptions());
  return screen.findByRole('dialog', { name: 'Make a donation' });
};
const giveButton = async (dialog: HTMLElement, name: string | RegExp) => {
  const button = await within(dialog).findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
};

describe('the donation options modal', () => {
  it('gives once, signed out: the amount in dollars, Stripe’s form, a thank-you, “donated” kept', async () => {
    const dialog = await openOptions();
    expect(((await within(dialog).findByRole('radio', { name: 'Every month' })) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(dialog).getByText('Log in to give every month.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '$50' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    fireEvent.click(await giveButton(dialog, 'Donate $50'));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Thank you! Your donation was received.',
    );
    const [call] = api.calls('POST', '/donations/create-payment-intent');
    expect(call?.body).toEqual({ amount: 5000, currency: 'usd' });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[\w-]+-donation$/);
    expect(donationState.get().donated).toBe(true);
  });

  it('gives every month signed in, in reais in Portuguese', async () => {
    await setupTestI18n('pt');
    session.set({ user, token: 'token-u1' });
    renderWithHosts();
    await act(() => openDonationOptions());
    const dialog = await screen.findByRole('dialog', { name: 'Fazer uma doação' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Todo mês' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^R\$\s10$/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_2', status: 'processing' } });
    fireEvent.click(await giveButton(dialog, /^Doar R\$\s10 por mês$/));
    expect(await within(dialog).findByText(/O seu banco ainda está confirmando/)).toBeTruthy();
    expect(api.calls('POST', '/donations/create-subscription')[0]?.body).toEqual({ amount: 1000, currency: 'brl' });
    // Only a payment that went through counts as donated.
    expect(donationState.get().donated).toBe(false);
  });

  it('says a refused card under the form, and a failed payment with another try', async () => {
    const dialog = await openOptions();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    stripe.confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } });
    fireEvent.click(await giveButton(dialog, 'Donate $25'));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Your card was declined.');

    stripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'api_error', payment_intent: { status: 'canceled' } },
    });
    fireEvent.click(await giveButton(dialog, 'Donate $25'));
    expect(await within(dialog).findByText(/You can try again or use another card/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await giveButton(dialog, 'Donate $25')).toBeTruthy();
    expect(donationState.get().donated).toBe(false);
  });

  it('says donations are unavailable when the server answers 503', async () => {
    api.answer('POST /donations/create-payment-intent', { message: UNAVAILABLE }, 503);
    const dialog = await openOptions();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Sorry, donations are unavailable right now. Please try again later.',
    );
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });
});

describe('the ask-donation modal', () => {
  const chapter = { book: 'GEN', chapter: 1 };
  const readDays = (count: number) =>
    localPlan.set({
      ...emptyLocalPlan('2027-03-01T08:00:00.000Z'),
      planv2: Array.from({ length: 10 }, (_, index) => ({
        _id: index,
        date: `2027-03-${String(index + 1).padStart(2, '0')}`,
        read: index < count,
        readingStart: chapter,
        readingEnd: chapter,
        readingDetails: [chapter],
      })),
    });
  const offer = async (today: string) => {
    await act(() => offerAskDonation(today));
  };

  it('waits for 7 days read and a day after the first, then “later” counts and waits 14 days', async () => {
    renderWithHosts();
    readDays(7);
    await offer('2027-03-10');
    expect(screen.queryByRole('dialog')).toBeNull();
    await offer('2027-03-11');
    const dialog = await screen.findByRole('dialog', { name: 'Enjoying Bible Journey?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(donationState.get()).toMatchObject({ remindLater: 1, remindLaterDate: '2027-03-25' });
    await offer('2027-03-24');
    expect(screen.queryByRole('dialog')).toBeNull();
    await offer('2027-03-25');
    expect(await screen.findByRole('dialog', { name: 'Enjoying Bible Journey?' })).toBeTruthy();
  });

  it('never asks again after “No, thanks”, nor after a donation, nor with fewer than 7 days read', async () => {
    renderWithHosts();
    updateDonationState({ firstSeenOn: '2027-03-01' });
    readDays(6);
    await offer('2027-03-11');
    expect(screen.queryByRole('dialog')).toBeNull();
    readDays(8);
    await offer('2027-03-11');
    await userEvent.click(await screen.findByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await offer('2027-04-30');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(donationState.get().declined).toBe(true);
  });

  it('“Donate” opens the donation options', async () => {
    renderWithHosts();
    updateDonationState({ firstSeenOn: '2027-03-01' });
    readDays(9);
    await offer('2027-03-11');
    await userEvent.click(await screen.findByRole('button', { name: 'Donate' }));
    expect(await screen.findByRole('dialog', { name: 'Make a donation' })).toBeTruthy();
  });
});
