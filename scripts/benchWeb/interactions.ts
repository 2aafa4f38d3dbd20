import { type Browser } from 'playwright';
import { sleep } from './lifecycle.ts';
import { signedInStorage } from './server.ts';
import { type Session } from './types.ts';

/** Interaction to next paint at 4x CPU slowdown: a category tab and Add to Cart. */

/** Interaction to next paint, per interaction kind: each interaction's longest event, in ms. */
interface InteractionTimes {
  tab: number[];
  add: number[];
}

export const p75 = (values: number[]) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]! : Number.NaN;

/**
 * Interaction to next paint as a customer meets it, at 4x CPU slowdown (CDP), from the browser's
 * Event Timing entries (what `web-vitals`' onINP reads): each interaction's duration is its longest
 * event's, from input to the next paint. Switching a category tab on the product list and Add to
 * Cart on a product page, ten times each.
 */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  session: Session,
  productId: number,
): Promise<InteractionTimes> {
  const ROUNDS = 10;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    storageState: signedInStorage(origin, session),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const times = new Map<number, { duration: number; kind: string }>();
      (window as unknown as { __interactions: typeof times }).__interactions = times;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
          if (!entry.interactionId) continue;
          const target = entry.target instanceof Element ? entry.target : null;
          const kind = target?.closest('[role="tab"]')
            ? 'tab'
            : target?.closest('button')?.textContent?.trim() === 'Add to Cart'
              ? 'add'
              : 'other';
          const known = times.get(entry.interactionId);
          if (!known || entry.duration > known.duration)
            times.set(entry.interactionId, { duration: entry.duration, kind });
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const collect = async (kind: string) =>
      page.evaluate(
        (wanted) =>
          [
            ...(
              window as unknown as { __interactions: Map<number, { duration: number; kind: string }> }
            ).__interactions.values(),
          ]
            .filter((time) => time.kind === wanted)
            .map((time) => time.duration),
        kind,
      );

    await page.goto(`${origin}/cust/product`, { waitUntil: 'networkidle', timeout: 60_000 });
    for (let round = 0; round < ROUNDS; round++) {
      const name = ['Non-coffee', 'Foods', 'Coffee'][round % 3]!;
      await page.getByRole('tab', { name, exact: true }).click();
      await page.waitForLoadState('networkidle');
      await sleep(300);
    }
    const tab = await collect('tab');

    await page.goto(`${origin}/cust/product-d?id=${productId}`, { waitUntil: 'networkidle', timeout: 60_000 });
    const order = page.getByRole('region', { name: 'Choose your order' });
    await order.getByRole('radio').first().check();
    await order.getByRole('button', { name: /Increase/ }).click();
    const dineIn = page.getByRole('radio', { name: 'Dine In' });
    if (await dineIn.isEnabled()) await dineIn.check();
    for (let round = 0; round < ROUNDS; round++) {
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForLoadState('networkidle');
      const dismiss = page.getByRole('button', { name: 'Dismiss' });
      if (await dismiss.isVisible()) await dismiss.click();
      const ok = page.getByRole('button', { name: 'OK' });
      if (await ok.isVisible()) await ok.click();
      await sleep(300);
    }
    return { tab, add: await collect('add') };
  } finally {
    await context.close();
  }
}
