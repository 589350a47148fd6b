import type { MonthlyDonation } from '@bible-journey/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { donationState } from '../../../components/donations/donation-state.ts';
import { session } from '../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { resetStripeStandIn } from '../../../test/stripe-stand-in.tsx';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';

// Stripe.js stands in (test/stripe-stand-in.tsx): a donation back from its bank's page asks it.
const stripe = await vi.hoisted(async () => (await import('../../../test/stripe-stand-in.tsx')).createStripeStandIn());
vi.mock('../../../lib/stripe-js.ts', async () =>
  (await import('../../../test/stripe-stand-in.tsx')).stripeJsStandIn(stripe),
);
vi.mock('@stripe/react-stripe-js', async () =>
  (await import('../../../test/stripe-stand-in.tsx')).reactStripeStandIn(stripe),
);

const giving: MonthlyDonation = {
  id: 'sub_donation_1',
  amount: 2500,
  currency: 'usd',
  status: 'active',
  nextPaymentAt: '2027-04-11T08:00:00.000Z',
};
const UNAVAILABLE = 'Sorry, checkout is temporarily unavailable. Please try again later.';

let api: FakeApi;
beforeAll(() => setupTestI18n());
beforeEach(() => {
  api = stubApi();
  resetStripeStandIn(stripe);
  api.answer('GET /user', { user: signedInUser });
});
afterEach(async () => {
  cleanup();
  resetHosts();
  api.restore();
  session.clear();
  localStorage.clear();
  await i18next.changeLanguage('en');
});

const supportCard = () => screen.findByRole('region', { name: 'Support Bible Journey' });
const signIn = () => session.set({ user: signedInUser, token: 'donor-token' });

describe('the menu’s support card, for a monthly donor', () => {
  it('says what they give a month and stops it after asking: the success, the row gone', async () => {
    signIn();
    api.answer('GET /donations/subscription', { donations: [giving] });
    api.answer('DELETE /donations/subscription', { donations: [] });
    renderMenu();
    const card = await supportCard();
    expect(await within(card).findByText('You give $25 a month')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Stop my monthly donation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Stop your monthly donation?' });
    // Backing out changes nothing.
    expect(within(dialog).getByRole('button', { name: 'Keep giving' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop donation' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Your monthly donation has stopped. Thank you for all your support!',
    );
    const [call] = api.calls('DELETE', '/donations/subscription');
    expect(call?.headers.subscription_id).toBe('sub_donation_1');
    expect(within(card).queryByText('You give $25 a month')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Stop my monthly donation' })).toBeNull();
  });

  it('says checkout is unavailable when Stripe can’t be reached, and the donation stays', async () => {
    signIn();
    api.answer('GET /donations/subscription', { donations: [giving] });
    api.answer('DELETE /donations/subscription', { message: UNAVAILABLE }, 503);
    renderMenu();
    const card = await supportCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Stop my monthly donation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop your monthly donation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop donation' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', UNAVAILABLE);
    expect(within(dialog).getByRole('button', { name: 'Stop donation' })).toBeTruthy();
    expect(within(card).getByText('You give $25 a month')).toBeTruthy();
  });

  it('any other failure opens “Something went wrong” on top, with another try', async () => {
    signIn();
    api.answer('GET /donations/subscription', { donations: [giving] });
    api.answer('DELETE /donations/subscription', { message: 'boom' }, 500);
    renderMenu();
    const card = await supportCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Stop my monthly donation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop your monthly donation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop donation' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeTruthy();
    expect(within(card).getByText('You give $25 a month')).toBeTruthy();
  });

  it('in Portuguese, in reais', async () => {
    await setupTestI18n('pt');
    signIn();
    api.answer('GET /donations/subscription', { donations: [{ ...giving, amount: 1000, currency: 'brl' }] });
    renderMenu();
    const card = await screen.findByRole('region', { name: 'Apoie o Bible Journey' });
    expect(await within(card).findByText(/^Você doa R\$\s10 por mês$/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Parar minha doação mensal' })).toBeTruthy();
  });

  it('signed out, asks nothing about monthly donations', async () => {
    renderMenu();
    await supportCard();
    expect(api.calls('GET', '/donations/subscription')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Stop my monthly donation' })).toBeNull();
  });
});

describe('a donation back from its bank’s own page (3-D Secure)', () => {
  const returnedTo = (clientSecret: string) =>
    `/menu?donation=pk_test_1&payment_intent=${clientSecret.split('_secret_')[0]}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`;

  it('asks Stripe once, thanks the donor, keeps “donated” and drops the return from the address', async () => {
    stripe.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { id: 'pi_3ds', status: 'succeeded' } });
    const { router } = renderMenu(returnedTo('pi_3ds_secret_a'));
    const dialog = await screen.findByRole('dialog', { name: 'Make a donation' });
    expect((await within(dialog).findByText('Thank you! Your donation was received.')).getAttribute('role')).toBe(
      'status',
    );
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.location.search).toBe('');
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledTimes(1);
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_3ds_secret_a');
    expect(donationState.get().donated).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await supportCard()).getByText('Thank you for your donation!')).toBeTruthy();
  });

  it('says the payment didn’t go through when the bank refused it, and keeps nothing', async () => {
    stripe.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: { id: 'pi_refused', status: 'requires_payment_method' },
    });
    const { router } = renderMenu(returnedTo('pi_refused_secret_b'));
    const dialog = await screen.findByRole('dialog', { name: 'Make a donation' });
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The payment didn’t go through. You can try again or use another card.'.replace('’', "'"),
    );
    expect(router.state.location.search).toBe('');
    expect(donationState.get().donated).toBe(false);
  });
});
