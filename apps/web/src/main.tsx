// The entry. index.html paints a static shell of the app; the app's code (boot.tsx: React, the
// router, the first screen) runs only once that shell is on screen, so a slow phone shows it at
// once instead of compiling a few hundred KiB of JavaScript first. The files are on their way
// meanwhile: index.html preloads them (build/route-preload.ts).
await new Promise<void>((resolve) => {
  // A hidden tab paints nothing, and a browser may not report paints: the timer starts the app then.
  const fallback = setTimeout(resolve, 200);
  const start = () => {
    clearTimeout(fallback);
    resolve();
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
});
await import('./boot.tsx');

// A module (for the top-level await) with nothing to export; nothing else belongs here: what
// main.tsx imports statically runs before the first paint.
export {};
