import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { applyTheme } from './lib/theme-preference.ts';
import './app/theme.css';
import { setupI18n } from './lib/i18n.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';

// The app proper, imported by main.tsx once index.html's static shell is on screen.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The browser may offer installation before React renders.
captureInstallPrompt();
applyTheme();
// The first screen's code loads with the strings, so the first render shows it at once.
await Promise.all([setupI18n(), preloadRoute(location.pathname)]);
// A transition lets React yield while it builds the first screen (a year of checklist rows and
// the plan calendar), so the page never blocks input for long.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
// The service worker and its update flow wait until the page has loaded: the first screen comes
// first, and the worker's own downloads don't compete with it.
const startPwa = () => void import('./app/pwa/register.ts').then(({ registerPwa }) => registerPwa());
if (document.readyState === 'complete') startPwa();
else window.addEventListener('load', startPwa, { once: true });
