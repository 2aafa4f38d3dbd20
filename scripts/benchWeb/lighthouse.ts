import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../findChromium.ts';
import { cleanups } from './lifecycle.ts';
import { type LighthouseResult, type RoutePlan, type Session } from './types.ts';

/** Step 3: Lighthouse (default mobile config) on one page. */

export async function runLighthouse(
  chromePath: string,
  origin: string,
  plan: RoutePlan,
  session: Session | null,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  cleanups.push(() => chrome.kill());
  try {
    if (session) {
      // Log in the way the app does (localStorage on the origin) from a page that loads none of the
      // app, then empty the HTTP cache: Lighthouse keeps storage (disableStorageReset) but must start cold.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const context = browser.contexts()[0] ?? (await browser.newContext());
        const page = await context.newPage();
        await page.goto(`${origin}/api/health`);
        await page.evaluate(
          (values) => {
            for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
          },
          { token: session.token, id: session.id, role_id: session.roleId },
        );
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
      } finally {
        await browser.close();
      }
    }
    const result = await lighthouse(origin + plan.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: session !== null,
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const hints = (lhr.categories.performance?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit): audit is NonNullable<typeof audit> =>
          !!audit &&
          audit.score !== null &&
          audit.score < 0.9 &&
          (audit.scoreDisplayMode === 'metricSavings' || audit.scoreDisplayMode === 'numeric'),
      )
      .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    return {
      performance: score('performance') ?? 0,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl.replace(origin, ''),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      hints,
      report: JSON.stringify(lhr),
    };
  } finally {
    chrome.kill();
  }
}
