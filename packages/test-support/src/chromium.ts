import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * The Chromium the tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's
 * own build (downloaded once when missing, on a machine with internet). CI installs Debian's.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const system = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (system) return system;
  if (!existsSync(chromium.executablePath())) {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  }
  return undefined;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
