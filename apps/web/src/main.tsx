import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyTheme } from './app/theme-preference.ts';
import './app/theme.css';
import { setupI18n } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyTheme();
await setupI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
