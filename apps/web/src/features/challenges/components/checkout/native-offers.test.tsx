import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, stubApi } from '../../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../../test/i18n.ts';
import { fakePurchasePlugin } from '../../test/fake-purchase-plugin.ts';
import { FIRST_LOAD, renderChallenges, resetChallengeTest, signIn } from '../../test/render-challenges.tsx';
import { POST_PURCHASE_REDIRECT_MS } from './payment-result.tsx';

// The landing inside the native shells (spec 1 section 4, "Native purchase" and "Premium status"):
// the store's products instead of the card form, the purchase flow's modals, and an Android
// premium checked with Google Play again.

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  signIn();
  api.answer('GET /premium', { premiumAccess: null });
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  resetChallengeTest();
  api.restore();
  vi.unstubAllGlobals();
  await setupTestI18n('en');
});

describe('buying in the native shells', () => {
  it('sells the store’s products, and after the store’s verified purchase opens the wizard 3 s later', async () => {
    const { flow, order } = fakePurchasePlugin('android');
    const view = renderChallenges('/challenges/presentation#start-now');
    const buy = await screen.findByRole('button', { name: 'Buy one challenge · R$ 99,90' }, FIRST_LOAD);
    expect(screen.getByRole('button', { name: 'Subscribe · R$ 19,90' })).toBeTruthy();
    expect(api.calls('GET', '/checkout/config')).toHaveLength(0);

    fireEvent.click(buy);
    expect(await screen.findByText('Please wait while we confirm your purchase…')).toBeTruthy();
    expect(order).toHaveBeenCalledOnce();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    act(() => flow.finished?.({}));
    expect(await screen.findByText('Payment confirmed! Taking you to create your challenge…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(POST_PURCHASE_REDIRECT_MS));
    await waitFor(() => expect(view.location).toBe('/challenges/new/name?iosPurchase=true'));
  });

  it('clears the purchasing state when the person closes the store’s sheet', async () => {
    const { store, cdv } = fakePurchasePlugin('ios');
    renderChallenges('/challenges/presentation#start-now');
    const buy = await screen.findByRole('button', { name: /^Subscribe · / }, FIRST_LOAD);
    fireEvent.click(buy);
    await screen.findByRole('dialog');
    act(() => store.errorListener?.({ code: cdv.ErrorCode.PAYMENT_CANCELLED }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((buy as HTMLButtonElement).disabled).toBe(false);
  });

  it('says and reports a failed purchase, and clears the purchasing state', async () => {
    const { store } = fakePurchasePlugin('android');
    api.answer('POST /service/send-notification', { received: true }, 201);
    renderChallenges('/challenges/presentation#start-now');
    const buy = await screen.findByRole('button', { name: /^Buy one challenge · / }, FIRST_LOAD);
    fireEvent.click(buy);
    await screen.findByRole('dialog');
    act(() => store.errorListener?.({ code: 6777003, message: 'Purchase failed' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((buy as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(api.calls('POST', '/service/send-notification')).toHaveLength(1));
    expect(api.calls('POST', '/service/send-notification')[0]?.body).toMatchObject({ type: 'ERROR_APP' });
  });

  it('offers the first challenge once a pending Google Play purchase is approved', async () => {
    fakePurchasePlugin('android');
    const pending = {
      type: 'one_time',
      amountPurchases: 1,
      origin: 'android',
      ownedChallenges: 0,
      purchaseToken: 'token-1',
      pendingApproval: true,
    };
    api.answer('GET /premium', { premiumAccess: pending });
    api.answer('POST /checkout/android/validate', { canceled: false, expired: false, premiumGranted: true });
    api.answer('DELETE /checkout/android/pending', { premiumAccess: { ...pending, pendingApproval: false } });
    const view = renderChallenges('/challenges/presentation');
    const dialog = await screen.findByRole('dialog', { name: 'Purchase approved' }, FIRST_LOAD);
    expect(api.calls('DELETE', '/checkout/android/pending')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a challenge' }));
    await waitFor(() => expect(view.location).toBe('/challenges/new/name'));
  });

  it('removes an Android premium Google Play says has ended', async () => {
    fakePurchasePlugin('android');
    api.answer('GET /premium', {
      premiumAccess: {
        type: 'subscription',
        amountPurchases: 0,
        origin: 'android',
        ownedChallenges: 0,
        purchaseToken: 't',
      },
    });
    api.answer('POST /checkout/android/validate', { canceled: false, expired: true, premiumGranted: false });
    api.answer('DELETE /premium/android', { premiumAccess: null });
    renderChallenges('/challenges/presentation');
    await waitFor(() => expect(api.calls('DELETE', '/premium/android')).toHaveLength(1), FIRST_LOAD);
  });
});
