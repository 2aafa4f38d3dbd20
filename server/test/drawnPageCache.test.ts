import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDrawnPageCache, DRAWN_PAGES_KEPT, type Drawing } from '../plugins/drawnPageCache.ts';

/** A drawing that counts how often it ran. */
function counter() {
  let draws = 0;
  return {
    get draws() {
      return draws;
    },
    draw: async (html: string | null = `<p>page</p>`, keep = true): Promise<Drawing> => {
      draws += 1;
      return { html: html === null ? null : `${html} #${draws}`, keep };
    },
  };
}

describe('the drawn pages a process keeps (server/plugins/drawnPageCache.ts)', () => {
  it('keeps a page while its address and its answer are the same', async () => {
    const cache = createDrawnPageCache();
    const drawing = counter();
    const first = await cache.read('/cust/product', 'answer 1', () => drawing.draw());
    const second = await cache.read('/cust/product', 'answer 1', () => drawing.draw());
    expect(second).toBe(first);
    expect(drawing.draws).toBe(1);
  });

  it('draws anew for another answer, another address or another minute', async () => {
    let now = 60_000 * 1000 + 59_000;
    const cache = createDrawnPageCache(8, () => now);
    const drawing = counter();
    await cache.read('/a', 'answer 1', () => drawing.draw());
    expect((await cache.read('/a', 'answer 2', () => drawing.draw()))?.html).toBe('<p>page</p> #2');
    expect((await cache.read('/b', 'answer 2', () => drawing.draw()))?.html).toBe('<p>page</p> #3');
    now += 1_000;
    expect((await cache.read('/a', 'answer 2', () => drawing.draw()))?.html).toBe('<p>page</p> #4');
    // The old answer's page is gone for good: the address keeps only its newest drawing.
    expect((await cache.read('/a', 'answer 1', () => drawing.draw()))?.html).toBe('<p>page</p> #5');
  });

  it('visits that arrive during a drawing share it', async () => {
    const cache = createDrawnPageCache();
    const drawing = counter();
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.read('/a', '', () => drawing.draw())));
    expect(new Set(pages).size).toBe(1);
    expect(drawing.draws).toBe(1);
  });

  it('does not keep a page whose render failed, nor a drawing that threw', async () => {
    const cache = createDrawnPageCache();
    const drawing = counter();
    await cache.read('/a', '', () => drawing.draw('<p>index</p>', false));
    await cache.read('/a', '', () => drawing.draw());
    await cache.read('/a', '', () => drawing.draw());
    expect(drawing.draws).toBe(2);
    await expect(cache.read('/b', '', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.read('/b', '', () => drawing.draw()))?.html).toBe('<p>page</p> #3');
  });

  it('keeps "send index.html as built" too', async () => {
    const cache = createDrawnPageCache();
    const drawing = counter();
    expect(await cache.read('/a', '', () => drawing.draw(null))).toBeNull();
    expect(await cache.read('/a', '', () => drawing.draw(null))).toBeNull();
    expect(drawing.draws).toBe(1);
  });

  it(`keeps at most ${DRAWN_PAGES_KEPT} pages, the least recently used dropped first`, async () => {
    const cache = createDrawnPageCache();
    const drawing = counter();
    for (let i = 0; i < DRAWN_PAGES_KEPT; i++) await cache.read(`/p?search=${i}`, '', () => drawing.draw());
    await cache.read('/p?search=0', '', () => drawing.draw());
    await cache.read('/p?search=new', '', () => drawing.draw());
    expect(drawing.draws).toBe(DRAWN_PAGES_KEPT + 1);
    // 0 was used again, so 1 was the least recently used.
    await cache.read('/p?search=0', '', () => drawing.draw());
    expect(drawing.draws).toBe(DRAWN_PAGES_KEPT + 1);
    await cache.read('/p?search=1', '', () => drawing.draw());
    expect(drawing.draws).toBe(DRAWN_PAGES_KEPT + 2);
  });

  it('compresses a kept page once per encoding', async () => {
    const cache = createDrawnPageCache();
    const page = (await cache.read('/a', '', () => Promise.resolve({ html: '<p>café</p>'.repeat(100), keep: true })))!;
    const br = page.encoded('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page.html);
    expect(page.encoded('br').body).toBe(br.body);
    const gzip = page.encoded('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page.html);
    expect(page.encoded(undefined)).toEqual({ body: Buffer.from(page.html) });
    expect(page.encoded('identity').body).toBe(page.encoded(undefined).body);
  });
});
