import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GALLERY_SCREENS, storyFrameSrc } from './ScreenGallery';

const screensDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screens');
/** Each screen stories file's title and its story export names. */
const screenFiles = readdirSync(screensDir)
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => {
    const text = readFileSync(path.join(screensDir, file), 'utf8');
    return {
      file,
      title: /^ {2}title: '([^']+)'/m.exec(text)?.[1],
      stories: [...text.matchAll(/^export const (\w+)/gm)].map((match) => match[1]),
    };
  });

/** Stories files that are not a screen of their own (a behaviour of another screen's form). */
const NOT_A_SCREEN = ['Screens/Admin/Edit product while it changes'];

describe('screen gallery', () => {
  it.each(GALLERY_SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s points at a story that exists',
    (_, screen) => {
      const file = screenFiles.find((candidate) => candidate.title === screen.title);
      expect(file, `no stories file titled ${screen.title}`).toBeDefined();
      expect(file!.stories).toContain(screen.story);
    },
  );

  it('shows every screen', () => {
    const shown = new Set(GALLERY_SCREENS.map((screen) => screen.title));
    const missing = screenFiles.filter(
      (file) => file.title && !shown.has(file.title) && !NOT_A_SCREEN.includes(file.title),
    );
    expect(missing.map((file) => file.file)).toEqual([]);
  });

  it('frames the story’s own canvas in the asked theme', () => {
    const orderList = GALLERY_SCREENS.find((screen) => screen.name === 'Order list')!;
    expect(storyFrameSrc('iframe.html', orderList, 'dark')).toBe(
      'iframe.html?id=screens-admin-order-list--filled&viewMode=story&embed=true&globals=theme:dark',
    );
  });
});
