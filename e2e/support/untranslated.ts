import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The messages of one catalogue (src/locales/<locale>.po): English message → its words there. */
function catalogue(locale: string): Map<string, string> {
  const text = readFileSync(path.join(import.meta.dirname, '..', '..', 'src', 'locales', `${locale}.po`), 'utf8');
  const unquote = (value: string) => JSON.parse(`"${value}"`) as string;
  const entries = new Map<string, string>();
  for (const [, id, str] of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) entries.set(unquote(id!), unquote(str!));
  return entries;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What an untranslated message looks like on an Indonesian page: every English message whose
 * Indonesian words differ, as a pattern for a whole text (placeholders match any words; rich-text
 * tags split a message into the pieces shown between them). Messages said the same in both
 * languages (`Email`, `Detail`) cannot be told apart and are left out, as are pieces too short to mean
 * anything alone.
 */
export function untranslatedPatterns(): RegExp[] {
  const indonesian = catalogue('id');
  const patterns: RegExp[] = [];
  for (const [english, words] of indonesian) {
    if (english === words || /[{}]\s*(plural|select|selectordinal),/.test(english)) continue;
    for (const piece of english.split(/<\/?\d+>/)) {
      const fixed = piece.replace(/\{[^}]+\}/g, '').trim();
      if (fixed.replace(/[^\p{L}]/gu, '').length < 4) continue;
      patterns.push(
        new RegExp(
          `^${piece
            .trim()
            .split(/\{[^}]+\}/)
            .map(escape)
            .join('.+')}$`,
        ),
      );
    }
  }
  return patterns;
}

/** Every text a person meets on the page: text nodes, and the names, hints and titles of elements. */
export async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>([document.title]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text && !node.parentElement?.closest('script, style, body [lang="en"]')) texts.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('body [lang="en"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}
