import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app as a PWA (Chromium's `beforeinstallprompt`). The event
 * fires once, often before React has rendered anything, so boot.tsx calls captureInstallPrompt()
 * first thing; a screen can then offer an Install button whenever it likes.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPromptState {
  /** The browser let us keep its install offer: prompt() will show it. */
  canPrompt: boolean;
  /** The app was installed during this visit. */
  isInstalled: boolean;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallPromptState = { canPrompt: false, isInstalled: false };
const listeners = new Set<() => void>();

function update(next: InstallPromptState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Listens for the install offer and for a finished install; returns a function that stops listening. */
export function captureInstallPrompt(target: Window = window): () => void {
  const handleOffer = (event: Event) => {
    // Keeps the browser's own mini-infobar away; the offer is shown where the app asks for it.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ ...state, canPrompt: true });
  };
  const handleInstalled = () => {
    deferred = null;
    update({ canPrompt: false, isInstalled: true });
  };
  target.addEventListener('beforeinstallprompt', handleOffer);
  target.addEventListener('appinstalled', handleInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', handleOffer);
    target.removeEventListener('appinstalled', handleInstalled);
  };
}

export const installPrompt = {
  get: (): InstallPromptState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the browser's install dialog; an offer can be used only once. */
  async prompt(): Promise<InstallOutcome> {
    const offer = deferred;
    if (!offer) return 'unavailable';
    deferred = null;
    update({ ...state, canPrompt: false });
    let outcome: 'accepted' | 'dismissed';
    try {
      await offer.prompt();
      ({ outcome } = await offer.userChoice);
    } catch {
      // The browser withdrew the offer (e.g. the app got installed another way).
      return 'unavailable';
    }
    if (outcome === 'accepted') update({ canPrompt: false, isInstalled: true });
    return outcome;
  },
  /** For tests: forgets any offer. */
  reset() {
    deferred = null;
    update({ canPrompt: false, isInstalled: false });
  },
};

/** Whether the browser's install offer is kept and can be shown now (a button may offer it). */
export function canOfferInstall(): boolean {
  return state.canPrompt;
}

/**
 * Shows the browser's install dialog at a good moment the app chose (from the menu, after the
 * first finished day). 'unavailable' when the browser made no offer (Safari, already installed).
 */
export function offerInstall(): Promise<InstallOutcome> {
  return installPrompt.prompt();
}

/** The install offer's state, re-rendering when the browser makes or withdraws one. */
export function useInstallOffer(): InstallPromptState {
  return useSyncExternalStore(installPrompt.subscribe, installPrompt.get);
}

/** The app runs installed (from the home screen, in its own window). */
export function isRunningInstalled(): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
