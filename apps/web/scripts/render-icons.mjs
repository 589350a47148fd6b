// Draws the app icon (an open book with a path rising from it) and renders the PNGs the web
// manifest and iOS ask for into public/icons, plus public/favicon.svg. The PNGs are committed;
// run this only after changing the drawing:
//   node apps/web/scripts/render-icons.mjs
// It drives Debian's Chromium (CHROME_PATH, else /usr/bin/chromium) through playwright-core,
// which the e2e workspace already installs; no browser is downloaded.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const iconsDir = join(publicDir, 'icons');

// Light theme tokens of src/app/theme.css: accent (background), paper (pages), and the dark
// theme's warm amber for the path.
const accent = '#2f5d8a';
const paper = '#f7f3ec';
const spine = '#d9cfbf';
const path = '#e6a54a';

/** The drawing on a 512 × 512 canvas: every point lies within 196 of the centre, inside the
 * maskable safe zone (a circle of radius 205). */
const motif = `
  <path d="M256 178c-40-32-100-40-164-28v196c64-12 124-4 164 28z" fill="${paper}"/>
  <path d="M256 178c40-32 100-40 164-28v196c-64-12-124-4-164 28z" fill="${paper}"/>
  <path d="M256 178v196" stroke="${spine}" stroke-width="8" stroke-linecap="round"/>
  <path d="M126 200h96M126 240h96M126 280h96M126 320h64" stroke="${spine}" stroke-width="12"
    stroke-linecap="round"/>
  <path d="M292 322c76-2 72-44 42-70s-20-62 34-74" fill="none" stroke="${path}" stroke-width="14"
    stroke-linecap="round" stroke-dasharray="1 24"/>
  <path d="M378 206c-14-18-24-28-24-40a24 24 0 0 1 48 0c0 12-10 22-24 40z" fill="${path}"/>`;

const svg = ({ background, scale = 1, title = '' }) => {
  const offset = Number(((512 * (1 - scale)) / 2).toFixed(2));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${title}${background}<g transform="translate(${offset} ${offset}) scale(${scale})">${motif}</g></svg>`;
};

const rounded = `<rect width="512" height="512" rx="112" fill="${accent}"/>`;
const fullBleed = `<rect width="512" height="512" fill="${accent}"/>`;

const icons = [
  // "any" icons: rounded square on transparency.
  { file: 'icon-192.png', size: 192, svg: svg({ background: rounded, scale: 0.92 }) },
  { file: 'icon-512.png', size: 512, svg: svg({ background: rounded, scale: 0.92 }) },
  // Maskable: the launcher crops to its own shape, so the colour fills the square and the
  // drawing stays within the 40 % radius safe zone.
  { file: 'icon-maskable-512.png', size: 512, svg: svg({ background: fullBleed, scale: 0.9 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, svg: svg({ background: fullBleed, scale: 0.88 }) },
];

function chromiumPath() {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error('No Chromium found: set CHROME_PATH');
  return found;
}

mkdirSync(iconsDir, { recursive: true });
writeFileSync(
  join(publicDir, 'favicon.svg'),
  `${svg({ background: rounded, scale: 0.92, title: '<title>Bible Journey</title>' })}\n`,
);

// The same arguments as e2e/support/chromium.ts.
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${icon.svg}`,
    );
    await page.screenshot({ path: join(iconsDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
