import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { VISUAL_FRAME_MAX_HEIGHT } from './visualFrame';

/** The widths every screen is reviewed at: the smallest phone the shop supports and a laptop. */
const SCREEN_WIDTHS = [360, 1280] as const;
const SCREEN_HEIGHT = 800;

interface StoryUnderTest {
  id: string;
  tags: string[];
  parameters: { viewport?: { defaultViewport?: string } };
  globals: { viewport?: { value?: string } };
}

/** Whether the story sets its own viewport (a phone or tablet story): then it is shot at that one. */
function hasOwnViewport(story: StoryUnderTest): boolean {
  return Boolean(story.globals.viewport?.value ?? story.parameters.viewport?.defaultViewport);
}

/**
 * Fixes every element's minimum height at what the current viewport gives it, so the frame can then
 * grow to the page's full height without a screen-tall main area (`min-h-dvh`) growing with it: the
 * picture shows the page as a person scrolls through it at that viewport. Returns the undo.
 */
function pinMinimumHeights(): () => void {
  const pinned: { element: HTMLElement; before: string }[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const { minHeight } = getComputedStyle(element);
    if (minHeight === '0px' || minHeight === 'auto') continue;
    pinned.push({ element, before: element.style.minHeight });
    element.style.minHeight = minHeight;
  }
  return () => pinned.forEach(({ element, before }) => (element.style.minHeight = before));
}

/**
 * The story's frame only paints what lies inside it, so a page taller than the viewport would be
 * blank below the fold in its picture: the frame grows to the whole page for the shot, then returns.
 */
async function shootWholePage(shoot: () => Promise<void>): Promise<void> {
  const { innerWidth: width, innerHeight: height } = window;
  // Every colour at its end value: a transition still running after the play function (a card's
  // border after a click) painted a few corner pixels differently from run to run.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  const unpin = pinMinimumHeights();
  const fullHeight = Math.min(VISUAL_FRAME_MAX_HEIGHT, Math.max(height, document.documentElement.scrollHeight));
  try {
    if (fullHeight > height) await page.viewport(width, fullHeight);
    await shoot();
  } finally {
    unpin();
    still.remove();
    if (fullHeight > height) await page.viewport(width, height);
  }
}

/**
 * Visual baselines (docs/architecture.md#visual-baselines): after each story test (its play function done), the rendered page is
 * compared with the reference image committed beside the story file, in `__screenshots__/`. Screens
 * are shot at 360 px and 1280 px (800 px tall, the whole page painted) unless the story sets a viewport;
 * components at the story's own.
 * A difference fails the test and writes the diff image; `npm run test:visual:update` accepts new
 * references. A story tagged `no-visual` (one whose pixels are not deterministic) is left out.
 */
export function installVisualBaselines(theme: 'light' | 'dark'): void {
  afterEach(async (context) => {
    const story = (context as unknown as { story?: StoryUnderTest }).story;
    if (!story || story.tags.includes('no-visual') || context.task.result?.state === 'fail') return;
    await document.fonts.ready;
    // A fixed test id, not a locator derived from the page's text, which changes as the story settles.
    document.body.dataset.testid = 'visual-baseline';
    const body = page.getByTestId('visual-baseline');
    const shoot = (name: string) =>
      shootWholePage(() =>
        expect.element(body).toMatchScreenshot(name, {
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
        }),
      );
    const isScreen = /^(screens|flows|app)-/.test(story.id);
    if (!isScreen || hasOwnViewport(story)) {
      await shoot(`${story.id}-${theme}`);
      return;
    }
    for (const width of SCREEN_WIDTHS) {
      await page.viewport(width, SCREEN_HEIGHT);
      await shoot(`${story.id}-${theme}-${width}`);
    }
  });
}
