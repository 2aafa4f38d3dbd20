import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../findChromium.ts';

/** Whether Chromium finds the landing installable as an app. */

/**
 * Chromium's reasons the landing could not be installed as an app (none: installable): the web app
 * manifest, its icons and the service worker, as the install prompt judges them. Asked in a profile
 * of its own on disk, since an incognito-like context is never installable.
 */
export async function installabilityErrors(chromePath: string, origin: string): Promise<string[]> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'coffee-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(origin + '/', { waitUntil: 'networkidle', timeout: 45_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const answer = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string; errorArguments: Array<{ name: string; value: string }> }>;
    };
    return answer.installabilityErrors.map(
      (error) =>
        `${error.errorId}${error.errorArguments.length ? ` (${error.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''}`,
    );
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
