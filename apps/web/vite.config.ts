import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';
import { routePreload } from './build/route-preload.ts';

// Light theme tokens of src/app/theme.css (--color-paper), as in index.html's theme-color.
const paper = '#f7f3ec';

const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * react-router's build assigns `X.displayName = "X"` at its top level for each component and
 * context; to the bundler those are side effects, so Form, NavLink, the data router's and RSC's
 * components stayed in the shell although the app never uses them. Names for React's dev tools
 * only: the build drops them, and with them what nothing imports.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'bible-journey:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code) {
        const shakable = code
          .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
        return { code: shakable, map: null };
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    reactRouterTreeShaking(),
    // index.html asks for the chunks of the address's screen and language at once (build/).
    routePreload(),
    // Brotli and gzip copies beside each file; the server sends the one the browser accepts
    // (apps/server/src/http/web-app.ts, preCompressed) without compressing on every request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest|ttf)$/,
      threshold: 1024,
    }),
    VitePWA({
      // Our own worker (decision 0012): src/service-worker/sw.ts, built into /sw.js with the list of
      // files below written into it; its routes (offline navigation, the on-demand cache) and the
      // push reminders' handlers are in that folder.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // 'prompt': a new version waits until the person presses "Update" (src/app/pwa/); the worker
      // takes over on the page's SKIP_WAITING message (src/service-worker/update-on-request.ts).
      registerType: 'prompt',
      // No inline script in index.html (strict CSP): src/app/pwa/register.ts registers the worker.
      injectRegister: false,
      // `vite` (dev) never registers a worker; only builds have one.
      devOptions: { enabled: false },
      // The icons are already in the precache through globPatterns.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Bible Journey',
        short_name: 'Bible Journey',
        description: 'Bible Journey: a Bible reading plan that fits your days.',
        lang: 'en',
        // The entry decides: the plan, else someone's challenges, else plan creation.
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: paper,
        background_color: paper,
        categories: ['books', 'education', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: code, styles, the page, icons and web fonts; not the sourcemaps.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Left out, cached on first use instead (the 'assets-on-demand' route of
        // src/service-worker/app-shell-cache.ts): the PDF export's engine (pdf-lib + fontkit,
        // ~1.2 MB, features/plan-download/build-plan-pdf.ts) and its TrueType font (~740 KB, not
        // matched above). Installing them on every device would triple the precache for a feature
        // used now and then.
        globIgnores: ['**/build-plan-pdf-*.js'],
        // Guard rail: a bigger file fails the build, so a new heavy chunk is decided on here.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  resolve: {
    alias: [
      ...Object.entries(workspaceSourceAliases).map(([find, replacement]) => ({ find, replacement })),
      // react-router's package.json points every condition at its development build (warnings on,
      // and displayName assignments that keep unused components such as Form and NavLink alive):
      // the build takes its production build, the same code without the development checks.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3333}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every screen needs (React, the router, i18n, TanStack Query, core, the shell) as one
        // chunk: a couple of dozen tiny shared chunks would each pay their own request and gzip
        // header and lose the redundancy between them.
        codeSplitting: {
          groups: [
            // Vite's preload helper, which the entry (main.tsx) uses to import the app: in the shell
            // chunk it would make the entry import the shell before the first paint.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            {
              name: 'shell',
              // lib/offline-bibles.ts (IndexedDB, with idb) belongs to the reader only: it stays in the reader's chunk.
              // The plan's sync engine (lib/plan/plan-sync-engine.ts and core's round and merge) is for
              // signed-in people only and loads on first use. So do the reminders' push calls
              // (lib/reminders/reminder-sync.ts and the push and native modules it uses). The premium
              // query, the session-token hook and the challenge data a cancel drops (lib/premium.ts,
              // use-session-token.ts, challenge-device-data.ts) go with the challenge and menu screens;
              // Stripe.js's loader and the payment-return helpers (lib/stripe-js.ts, stripe-return.ts,
              // use-returned-intent.ts), the money formatter and the native-shell check only with the
              // screens that pay or show prices.
              // Core: only what the shell itself runs (the canon, dates, the stored plan and its legacy
              // form) and a few small modules every plan screen shares; the rest goes with the code
              // that uses it (core's package.json says it has no side effects): the builder (reading
              // orders, the day split, the form's checks) with /new and edits (lib/plan/plan-changes.ts,
              // the replan), the replan preview with the late dialog.
              // The openers of the account box and the feedback modals (each a few lines that load the rest
              // on use), which most screens import: in the shell rather than three tiny chunks.
              // app/pwa (the service worker's registration and update flow) is imported after the page's
              // load event (boot.tsx): a chunk of its own, not part of the first paint.
              test: /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store)\/|packages\/core\/src\/(canon\/|dates\/|errors\.ts|index\.ts|legacy\/|progress\/|calendar\/month-groups\.ts|plan\/(local-plan|plan-defaults|late-plan)\.ts)|apps\/web\/src\/(app(?!\/pwa\/)|lib(?!\/offline-bibles|\/(stripe-js|stripe-return|use-returned-intent|format-price|native-platform)\.ts|\/premium\.ts|\/use-session-token\.ts|\/challenge-device-data\.ts|\/plan\/plan-(sync-engine|sync-transport|api|changes)|\/reminders\/(reminder-sync|push-subscription|native-reminder|base64url))|config|components\/(ui|share|modals|snackbars(?!\/avoid-fields)))\/|apps\/web\/src\/components\/(account-modal\/open-account-modal|feedback\/open-(feedback-modal|something-went-wrong))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
}));
