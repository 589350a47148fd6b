import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canOfferInstall,
  captureInstallPrompt,
  installPrompt,
  offerInstall,
  useInstallOffer,
} from './install-prompt.ts';

function offerEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

let stop = () => {};
afterEach(() => {
  stop();
  installPrompt.reset();
});

describe('installPrompt', () => {
  it('has nothing to offer until the browser fires its event', async () => {
    stop = captureInstallPrompt(window);
    expect(installPrompt.get()).toEqual({ canPrompt: false, isInstalled: false });
    expect(await installPrompt.prompt()).toBe('unavailable');
  });

  it('keeps the offer, hides the browser’s own banner and uses the offer once', async () => {
    stop = captureInstallPrompt(window);
    const listener = vi.fn();
    const unsubscribe = installPrompt.subscribe(listener);
    const { event, prompt } = offerEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPrompt.get().canPrompt).toBe(true);
    expect(listener).toHaveBeenCalled();

    expect(await installPrompt.prompt()).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installPrompt.get()).toEqual({ canPrompt: false, isInstalled: true });
    expect(await installPrompt.prompt()).toBe('unavailable');
    unsubscribe();
  });

  it('reports a dismissed offer and forgets it', async () => {
    stop = captureInstallPrompt(window);
    window.dispatchEvent(offerEvent('dismissed').event);
    expect(await installPrompt.prompt()).toBe('dismissed');
    expect(installPrompt.get()).toEqual({ canPrompt: false, isInstalled: false });
  });

  it('notes an install made through the browser’s own menu', () => {
    stop = captureInstallPrompt(window);
    window.dispatchEvent(offerEvent('accepted').event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(installPrompt.get()).toEqual({ canPrompt: false, isInstalled: true });
  });

  it('offers a small API for the moments the app chooses: can it offer, offer it, follow it', async () => {
    stop = captureInstallPrompt(window);
    const { result } = renderHook(() => useInstallOffer());
    expect(canOfferInstall()).toBe(false);
    expect(result.current.canPrompt).toBe(false);

    const { event, prompt } = offerEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(canOfferInstall()).toBe(true);
    expect(result.current.canPrompt).toBe(true);

    await act(async () => {
      expect(await offerInstall()).toBe('accepted');
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(canOfferInstall()).toBe(false);
    expect(result.current).toEqual({ canPrompt: false, isInstalled: true });
  });
});
