import zlib from 'node:zlib';

/** What the browser takes, best first: brotli, else gzip; undefined for the page as it is. */
export function htmlEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

/** The HTML compressed for the browser (brotli, else gzip), as the static files are. */
export function encodeHtml(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const bytes = Buffer.from(html);
  const encoding = htmlEncoding(acceptEncoding);
  if (encoding === 'br') {
    return {
      body: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      encoding,
    };
  }
  if (encoding === 'gzip') return { body: zlib.gzipSync(bytes, { level: 6 }), encoding };
  return { body: bytes };
}

/** A page of the app as the server sends it, with its compressed copies made once each. */
export interface HintedPage {
  html: string;
  /** The page for this Accept-Encoding (brotli, else gzip, else as it is). */
  encoded(acceptEncoding: string | undefined): { body: Buffer; encoding?: string };
}

/** The HTML with each compressed copy made on first use and kept with it. */
export function hintedPage(html: string): HintedPage {
  const copies = new Map<string, { body: Buffer; encoding?: string }>();
  return {
    html,
    encoded(acceptEncoding) {
      const key = htmlEncoding(acceptEncoding) ?? 'identity';
      let copy = copies.get(key);
      if (!copy) copies.set(key, (copy = encodeHtml(html, acceptEncoding)));
      return copy;
    },
  };
}

/** What a drawing answers: the page (null: send index.html as built) and whether it may be kept. */
export interface Drawing {
  html: string | null;
  /** False when the render failed and the page went to the browser to draw: the next visit tries again. */
  keep: boolean;
}

export interface DrawnPageCache {
  /**
   * The page for this address, kept from an earlier drawing when it was drawn from this very answer
   * within this minute, else drawn now (and kept). Visits that arrive while it is being drawn share
   * the drawing.
   */
  read(address: string, answer: string, draw: () => Promise<Drawing>): Promise<HintedPage | null>;
}

/** Pages kept at most: search terms make addresses unbounded. */
export const DRAWN_PAGES_KEPT = 64;
/**
 * The pages draw the shop's clock to the minute (a product page's "now" delivery time,
 * app/routes/ProductDetailRoute.tsx; the footer's year, app/layouts/SignedInFrame.tsx): a page is kept
 * only within the minute it was drawn in. The shop's offset is whole minutes (src/domain/shopTime.ts),
 * so its minutes turn when the server's do.
 */
const CLOCK_STEP_MS = 60_000;

/**
 * The drawn pages of this process, per address (server/plugins/pageHints.ts). A page is kept only
 * together with the API answer it was drawn from, the very text; a visit makes that call again
 * (cheap: the catalogue cache answers it) and gets the kept page only if the answer is the same, so
 * a kept page is never staler than the JSON the browser would read: a product edited, sold out or
 * repriced, by this process or by another on the same database, is drawn anew at the next visit.
 * At most `maxEntries` pages, the least recently used dropped first.
 */
export function createDrawnPageCache(maxEntries = DRAWN_PAGES_KEPT, clock: () => number = Date.now): DrawnPageCache {
  const entries = new Map<string, { answer: string; minute: number; page: Promise<HintedPage | null> }>();
  return {
    read(address, answer, draw) {
      // Taken before drawing: a drawing that straddles the turn of a minute is not kept into the next.
      const minute = Math.floor(clock() / CLOCK_STEP_MS);
      const kept = entries.get(address);
      if (kept && kept.answer === answer && kept.minute === minute) {
        entries.delete(address);
        entries.set(address, kept);
        return kept.page;
      }
      const drawing = draw();
      const entry = {
        answer,
        minute,
        page: drawing.then(({ html }) => (html === null ? null : hintedPage(html))),
      };
      const forget = () => {
        if (entries.get(address) === entry) entries.delete(address);
      };
      drawing.then(({ keep }) => (keep ? undefined : forget()), forget);
      entries.delete(address);
      entries.set(address, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.page;
    },
  };
}
