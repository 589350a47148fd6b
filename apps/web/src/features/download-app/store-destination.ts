/** Store listings given at build time (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL); unset when we ship as a PWA only. */
export interface StoreConfig {
  appStoreUrl?: string | undefined;
  playStoreUrl?: string | undefined;
}

/** What the page needs to know about the device it runs on. */
export interface DeviceInfo {
  userAgent: string;
  /** iPadOS reports itself as a Mac; touch points tell them apart. */
  maxTouchPoints: number;
  /** Already running as an installed app (display-mode standalone). */
  isStandalone: boolean;
}

export type DownloadDestination =
  | { kind: 'store'; store: 'appStore' | 'playStore'; url: string }
  | { kind: 'installed' }
  | { kind: 'install'; platform: 'ios' | 'other' };

/** An https address, trimmed, or undefined: a mistyped variable must not become a link to nowhere. */
function storeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The build's store listings. */
export function readStoreConfig(env: Record<string, unknown> = import.meta.env): StoreConfig {
  return { appStoreUrl: storeUrl(env.VITE_APP_STORE_URL), playStoreUrl: storeUrl(env.VITE_PLAY_STORE_URL) };
}

export function isIos({ userAgent, maxTouchPoints }: Pick<DeviceInfo, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Spec 1: iOS goes to the App Store listing, every other device to the Play Store listing. When
 * that listing isn't configured, the page helps to install the PWA instead (or says it already is).
 */
export function chooseDownloadDestination(device: DeviceInfo, config: StoreConfig): DownloadDestination {
  const ios = isIos(device);
  const url = ios ? config.appStoreUrl : config.playStoreUrl;
  if (url) return { kind: 'store', store: ios ? 'appStore' : 'playStore', url };
  if (device.isStandalone) return { kind: 'installed' };
  return { kind: 'install', platform: ios ? 'ios' : 'other' };
}

/** The device this page runs on. */
export function readDevice(): DeviceInfo {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, isStandalone: standalone };
}
