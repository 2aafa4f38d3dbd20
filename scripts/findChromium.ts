import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Where the browser tests find Chromium: `CHROMIUM_PATH`, else a `chromium` on the PATH
 * (Debian's package), else Playwright's own download. Without one they stop and say how to get one.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on the PATH; try the next name
    }
  }
  const playwrightCache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? `${process.env.HOME}/.cache/ms-playwright`;
  if (existsSync(playwrightCache)) {
    try {
      const found = execFileSync(
        'find',
        [playwrightCache, '-type', 'f', '-name', 'chrome', '-path', '*chrome-linux*'],
        {
          encoding: 'utf8',
        },
      )
        .split('\n')
        .find(Boolean);
      if (found) return found;
    } catch {
      // no Playwright download either
    }
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`, ' +
      'elsewhere `npx playwright install chromium`) or set CHROMIUM_PATH to its executable.',
  );
}

/** Flags for a sandboxed machine with a closed network (root, no GPU, no background calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
