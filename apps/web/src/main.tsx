import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app.tsx';
import { registerPwa } from './app/pwa/register.ts';
import { applyTheme } from './app/theme-preference.ts';
import './app/theme.css';
import { setupI18n } from './lib/i18n.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';

// Zod probes `new Function` to speed parsing up; the Content-Security-Policy forbids it and
// logs a violation on each probe, so parse without it.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The browser may offer installation before React renders.
captureInstallPrompt();
applyTheme();
await setupI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerPwa();
