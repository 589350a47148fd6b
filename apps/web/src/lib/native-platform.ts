/** Which native shell the app runs in (Capacitor), or 'web' in a browser. */
export function nativePlatform(): 'ios' | 'android' | 'web' {
  const capacitor = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean; getPlatform?: () => string } })
    .Capacitor;
  if (capacitor?.isNativePlatform?.() !== true) return 'web';
  const name = capacitor.getPlatform?.();
  return name === 'ios' || name === 'android' ? name : 'web';
}
