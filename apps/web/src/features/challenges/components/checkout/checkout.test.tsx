import type { CheckoutConfigResponse, PremiumAccess } from '@bible-journey/contract';
import type { PaymentIntent } from '@stripe/stripe-js';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { resetStripeStandIn } from '../../../../test/stripe-stand-in.tsx';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../../test/render-challenges.tsx';
import { POST_PURCHASE_REDIRECT_MS, PREMIUM_WAIT_MS } from './payment-result.tsx';

// Stripe.js and its card form stand in (test/stripe-stand-in.tsx); e2e/tests/checkout.spec.ts runs
// the real React bindings against a fake Stripe.js and a fake Stripe API.
const stripe = await vi.hoisted(async () =>
  (await import('../../../../test/stripe-stand-in.tsx')).createStripeStandIn(),
);
vi.mock('../../../../lib/stripe-js.ts', async () =>
  (await import('../../../../test/stripe-stand-in.tsx')).stripeJsStandIn(stripe),
);
vi.mock('@stripe/react-stripe-js', async () =>
  (await import('../../../../test/stripe-stand-in.tsx')).reactStripeStandIn(stripe),
);

const price = (id: string, type: 'subscription' | 'one_time', currency: 'brl' | 'usd', cents: number) => ({
  id,
  type,
  currency,
  unit_amount: cents,
  price: { value: cents / 100, currency: currency.toUpperCase() },
  recurring: type === 'subscription' ? { interval: 'month' } : null,
  product: {
    id: `prod_${type}`,
    name: type,
    metadata:
      type === 'subscription'
        ? { title_pt_br: 'Assinatura mensal', title_en: 'Monthly subscription' }
        : { title_pt_br: 'Um desafio', title_en: 'One challenge' },
  },
});
const CONFIG: CheckoutConfigResponse = {
  publishableKey: 'pk_test_123',
  prices: [
    price('price_monthly_brl', 'subscription', 'brl', 2000),
    price('price_monthly_usd', 'subscription', 'usd', 2000),
    price('price_challenge_brl', 'one_time', 'brl', 10000),
    price('price_challenge_usd', 'one_time', 'usd', 10000),
  ],
};
const oneBought: PremiumAccess = { type: 'one_time', amountPurchases: 1, origin: 'stripe', ownedChallenges: 0 };
const subscribed: PremiumAccess = { type: 'subscription', amountPurchases: 0, origin: 'stripe', ownedChallenges: 0 };
const UNAVAILABLE = 'Sorry, checkout is temporarily unavailable. Please try again later.';
const unavailableBody = { statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE };
const intent = (status: PaymentIntent.Status) => ({ paymentIntent: { id: 'pi_1', status } });

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  resetStripeStandIn(stripe);
  signIn();
  api.answer('GET /premium', { premiumAccess: null });
  api.answer('GET /checkout/config', CONFIG);
  api.answer('POST /checkout/create-payment-intent', { clientSecret: 'pi_1_secret_abc' });
  api.answer('POST /checkout/create-customer', { customer: { id: 'cus_1' } });
  api.answer('POST /checkout/create-subscription', { subscriptionId: 'sub_1', clientSecret: 'pi_2_secret_def' });
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  resetChallengeTest();
  api.restore();
  await setupTestI18n('en');
});

const renderLanding = (path = '/challenges/presentation#start-now') => renderChallenges(path);
const openCheckout = async (offer: string) => {
  fireEvent.click(await screen.findByRole('button', { name: offer }, FIRST_LOAD));
  return screen.findByRole('dialog', { name: 'Checkout' });
};
/** The pay button, once Stripe's card form is ready. */
const payButton = async (dialog: HTMLElement, name: string | RegExp) => {
  const button = await within(dialog).findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
};

describe('card checkout on the landing page', () => {
  it('buys one challenge: the intent is made with a key, paid, and premium awaited before the wizard opens', async () => {
    const view = renderLanding();
    const dialog = await openCheckout('Buy one challenge');
    expect(await within(dialog).findByText('One challenge')).toBeTruthy();
    const [call] = api.calls('POST', '/checkout/create-payment-intent');
    expect(call?.body).toEqual({ price_id: 'price_challenge_usd' });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[\w-]+-intent$/);
    expect(within(dialog).getByText('$100')).toBeTruthy();
    expect(within(dialog).getByText(/straight to Stripe/)).toBeTruthy();

    // Paid; premium comes with Stripe's verified event, a moment later.
    stripe.confirmPayment.mockResolvedValue(intent('succeeded'));
    fireEvent.click(await payButton(dialog, 'Pay $100'));
    expect(await within(dialog).findByText('Payment received. Confirming your premium access…')).toBeTruthy();
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: {
          return_url: 'http://localhost:3000/challenges/presentation?purchase=one_time&purchasesBefore=0',
        },
      }),
    );
    api.answer('GET /premium', { premiumAccess: oneBought });
    expect(
      await screen.findByText('Payment confirmed! Taking you to create your challenge…', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(view.location).toBe('/challenges/presentation#start-now');
    await waitFor(() => expect(view.location).toBe('/challenges/new/name'), {
      timeout: POST_PURCHASE_REDIRECT_MS + 2000,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 15_000);

  it('subscribes: a customer for the account e-mail, then the subscription, each with its own key', async () => {
    renderLanding();
    const dialog = await openCheckout('Subscribe with card');
    await within(dialog).findByText('Monthly subscription');
    expect(api.calls('POST', '/checkout/create-customer')[0]?.body).toEqual({ email: 'ana@example.com' });
    const [subscription] = api.calls('POST', '/checkout/create-subscription');
    expect(subscription?.body).toEqual({ priceId: 'price_monthly_usd', customerId: 'cus_1' });
    expect(subscription?.headers['Idempotency-Key']).toMatch(/-subscription$/);
    expect(within(dialog).getByText('$20 a month')).toBeTruthy();

    stripe.confirmPayment.mockResolvedValue(intent('processing'));
    fireEvent.click(await payButton(dialog, 'Subscribe for $20 a month'));
    expect(await within(dialog).findByText('Your payment is processing. Come back later.')).toBeTruthy();
  });

  it('says a refused card under the form in Stripe’s words, and a second card may pay', async () => {
    renderLanding();
    const dialog = await openCheckout('Buy one challenge');
    stripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    fireEvent.click(await payButton(dialog, 'Pay $100'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(within(dialog).getByTestId('card-form')).toBeTruthy();

    stripe.confirmPayment.mockResolvedValueOnce(intent('succeeded'));
    fireEvent.click(await payButton(dialog, 'Pay $100'));
    expect(await within(dialog).findByText('Payment received. Confirming your premium access…')).toBeTruthy();
    expect(api.calls('POST', '/checkout/create-payment-intent')).toHaveLength(1);
  });

  it('offers another try after an unsuccessful payment, on the same payment', async () => {
    renderLanding();
    const dialog = await openCheckout('Buy one challenge');
    stripe.confirmPayment.mockResolvedValue(intent('requires_payment_method'));
    fireEvent.click(await payButton(dialog, 'Pay $100'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your payment was not successful, please try again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await payButton(dialog, 'Pay $100')).toBeTruthy();
    expect(api.calls('POST', '/checkout/create-payment-intent')).toHaveLength(1);
  });

  it('says the purchase failed when Stripe can’t be reached while paying', async () => {
    renderLanding();
    const dialog = await openCheckout('Buy one challenge');
    stripe.confirmPayment.mockRejectedValue(new TypeError('Failed to fetch'));
    fireEvent.click(await payButton(dialog, 'Pay $100'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Purchase failed. Try again.');
  });

  it('says the purchase is pending when paid but premium has not come after a minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderLanding();
    const dialog = await openCheckout('Buy one challenge');
    stripe.confirmPayment.mockResolvedValue(intent('succeeded'));
    fireEvent.click(await payButton(dialog, 'Pay $100'));
    await within(dialog).findByText('Payment received. Confirming your premium access…');
    await act(async () => vi.advanceTimersByTimeAsync(PREMIUM_WAIT_MS));
    expect(within(dialog).getByText('Your purchase is pending')).toBeTruthy();
    expect(within(dialog).getByText(/Come back to this page in a few minutes/)).toBeTruthy();
  });

  it('says checkout is unavailable when the server can’t start the payment', async () => {
    api.answer('POST /checkout/create-payment-intent', unavailableBody, 503);
    renderLanding();
    const dialog = await openCheckout('Buy one challenge');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(UNAVAILABLE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says checkout is unavailable when Stripe.js doesn’t load', async () => {
    stripe.isLoaded = false;
    renderLanding();
    const dialog = await openCheckout('Buy one challenge');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(UNAVAILABLE);
  });

  it('keeps the prices as text and offers no button while checkout is not set up', async () => {
    api.answer('GET /checkout/config', unavailableBody, 503);
    renderLanding();
    const prices = await screen.findByRole('region', { name: 'Choose your plan' }, FIRST_LOAD);
    expect(await within(prices).findByText(UNAVAILABLE)).toBeTruthy();
    expect(within(prices).getByText('$20 a month')).toBeTruthy();
    expect(within(prices).queryByRole('button', { name: 'Buy one challenge' })).toBeNull();
  });

  it('sells in reais in Portuguese', async () => {
    await setupTestI18n('pt');
    renderLanding();
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar um desafio' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(await within(dialog).findByText('Um desafio')).toBeTruthy();
    expect(api.calls('POST', '/checkout/create-payment-intent')[0]?.body).toEqual({
      price_id: 'price_challenge_brl',
    });
    expect(await payButton(dialog, /^Pagar R\$\s100$/)).toBeTruthy();
  });

  it('gives a subscriber the create button and no offers', async () => {
    api.answer('GET /premium', { premiumAccess: subscribed });
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Create a challenge' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy one challenge' })).toBeNull();
    expect(api.calls('GET', '/checkout/config')).toHaveLength(0);
  });

  it('tells a one-time buyer who used every challenge to buy another, and confirms by the new count', async () => {
    api.answer('GET /premium', { premiumAccess: { ...oneBought, ownedChallenges: 1 } });
    renderLanding();
    expect(await screen.findByText(/already created every challenge you bought/, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a challenge' })).toBeNull();
    const dialog = await openCheckout('Buy one challenge');
    stripe.confirmPayment.mockResolvedValue(intent('succeeded'));
    fireEvent.click(await payButton(dialog, 'Pay $100'));
    // The old access (one bought) is not the new purchase.
    await within(dialog).findByText('Payment received. Confirming your premium access…');
    expect(stripe.confirmPayment.mock.calls[0]?.[0].confirmParams.return_url).toMatch(/purchasesBefore=1$/);
    api.answer('GET /premium', { premiumAccess: { ...oneBought, amountPurchases: 2, ownedChallenges: 1 } });
    expect(
      await within(dialog).findByText('Payment confirmed! Taking you to create your challenge…', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('asks someone signed out to log in, in the account box, staying on the page', async () => {
    resetChallengeTest();
    renderLanding();
    expect(await screen.findByText(/Log in or create an account to subscribe/, {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(api.calls('GET', '/checkout/config')).toHaveLength(0);
  });

  it('reports a payment the bank sent back here once, and drops it from the address', async () => {
    stripe.retrievePaymentIntent.mockResolvedValue(intent('succeeded'));
    api.answer('GET /premium', { premiumAccess: oneBought });
    const view = renderLanding(
      '/challenges/presentation?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded&purchase=one_time&purchasesBefore=0',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' }, FIRST_LOAD);
    expect(
      await within(dialog).findByText('Payment confirmed! Taking you to create your challenge…', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret_abc');
    expect(view.location).toBe('/challenges/presentation');
  });

  it('reports an unsuccessful return without sending anyone on', async () => {
    stripe.retrievePaymentIntent.mockResolvedValue(intent('requires_payment_method'));
    const view = renderLanding(
      '/challenges/presentation?payment_intent_client_secret=pi_1_secret_abc&purchase=subscription',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' }, FIRST_LOAD);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your payment was not successful, please try again.',
    );
    expect(view.location).toBe('/challenges/presentation');
  });
});
