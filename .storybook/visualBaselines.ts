import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

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
 * Visual baselines (issue 13): after each story test (its play function done), the rendered page is
 * compared with the reference image committed beside the story file, in `__screenshots__/`. Screens
 * are shot at 360 px and 1280 px unless the story sets a viewport; components at the story's own.
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
      expect.element(body).toMatchScreenshot(name, {
        screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      });
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
