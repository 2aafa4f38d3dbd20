import { describe, expect, it } from 'vitest';
import { renderPage } from './renderPage';

/** GET shop's answer as the server inlines it, with what the landing's status line reads: open all day, every day. */
const shop = (changes: Record<string, unknown> = {}) => ({
  url: '/api/shop',
  payload: {
    messages: 'The shop',
    data: {
      open_now: true,
      accepting_orders: true,
      pause_reason: null,
      paused_until: null,
      next_open_at: null,
      hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' })),
      closed_dates: [],
      ...changes,
    },
  },
});

describe('the server draws a page with the answers it inlines', () => {
  it('the landing with the shop’s status line, and the time it was drawn by', async () => {
    const before = Date.now();
    const page = await renderPage({ url: '/', preloaded: [shop()] });
    expect(page.body).toMatch(/<p role="status" data-shop-state="open"[^]*Open now/);
    expect(Date.parse(page.drawnAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(page.drawnAt)).toBeLessThanOrEqual(Date.now());
    const paused = await renderPage({
      url: '/',
      preloaded: [shop({ accepting_orders: false, pause_reason: 'out of milk' })],
    });
    expect(paused.body).toMatch(/data-shop-state="paused"[^]*out of milk/);
  });

  it('without the shop’s answer the page is drawn without the line, never guessing "closed"', async () => {
    expect((await renderPage({ url: '/' })).body).not.toContain('data-shop-state');
  });

  it('a part that throws fails the drawing, rather than drawing its loading screen without a word', async () => {
    // Open, with hours that are not a list: the status line cannot be judged.
    await expect(renderPage({ url: '/', preloaded: [shop({ hours: 'every day' })] })).rejects.toThrow();
  });
});
