import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerPwa } from './app/pwa/register.ts';
import { preloadRoute } from './app/router.tsx';
import { applyTheme } from './app/theme-preference.ts';
import './app/theme.css';
import { setupI18n } from './lib/i18n.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';

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
registerPwa();
