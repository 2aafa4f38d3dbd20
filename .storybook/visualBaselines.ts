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
  globals: { viewport?: { value?: string }; locale?: string };
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

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Waits until the page's height holds still for a few frames. A new viewport reaches components that
 * measure themselves (the counter board's tiles that fit, through a ResizeObserver) a frame or two
 * later, and their new tiles a render after that: measured at once, the page's height was the old
 * one's and the picture cut the page short under a busy CI machine.
 */
async function layoutAtRest(): Promise<void> {
  let last = -1;
  for (let frame = 0, still = 0; frame < 60 && still < 3; frame++) {
    await nextFrame();
    const height = document.documentElement.scrollHeight;
    still = height === last ? still + 1 : 0;
    last = height;
  }
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
  await layoutAtRest();
  const unpin = pinMinimumHeights();
  const fullHeight = Math.min(VISUAL_FRAME_MAX_HEIGHT, Math.max(height, document.documentElement.scrollHeight));
  try {
    if (fullHeight > height) {
      await page.viewport(width, fullHeight);
      await layoutAtRest();
    }
    await shoot();
  } finally {
    unpin();
    still.remove();
    if (fullHeight > height) await page.viewport(width, height);
  }
}

/** Room around a component's content for what paints outside its boxes: focus rings and shadows. */
const COMPONENT_MARGIN = 24;

/** Elements that paint whatever their styles say. */
const REPLACED = new Set([
  'IMG',
  'SVG',
  'CANVAS',
  'VIDEO',
  'IFRAME',
  'INPUT',
  'TEXTAREA',
  'SELECT',
  'PROGRESS',
  'METER',
]);

const isClear = (colour: string) => colour === 'transparent' || /[,/]\s*0\)$/.test(colour);

/** Whether an element paints something of its own: a background, a border, a shadow, an outline. */
function paints(element: Element): boolean {
  if (REPLACED.has(element.tagName.toUpperCase())) return true;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden') return false;
  const border = ['top', 'right', 'bottom', 'left'].some(
    (side) =>
      parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
      !isClear(style.getPropertyValue(`border-${side}-color`)),
  );
  return (
    !isClear(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    border ||
    style.boxShadow !== 'none' ||
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
  );
}

/**
 * A component is pictured at its own bounds, as a designer looks at it, not as a mostly empty window:
 * the union of everything that paints under the body (its text, and every box with a background,
 * border, shadow or outline, portals included: a popover or dialog is part of the state), plus a
 * margin, within the page. The story's own frame (the root and the theme wrapper) does not count. The
 * picture is taken of a transparent box laid over that area, since a locator's screenshot is the page
 * clipped to the locator's box. Returns that box, or nothing when nothing paints (the whole page is
 * pictured then).
 */
function frameContent(): HTMLElement | undefined {
  const bounds = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  const add = (box: DOMRect) => {
    if (box.width === 0 || box.height === 0) return;
    bounds.left = Math.min(bounds.left, box.left);
    bounds.top = Math.min(bounds.top, box.top);
    bounds.right = Math.max(bounds.right, box.right);
    bounds.bottom = Math.max(bounds.bottom, box.bottom);
  };
  const skipped = (element: Element) =>
    element.id === 'storybook-root' ||
    element.hasAttribute('data-story-frame') ||
    element.querySelector('#storybook-root') !== null ||
    element.closest('#storybook-docs, script, style, head') !== null;
  for (const element of document.body.querySelectorAll('*')) {
    if (!skipped(element) && paints(element)) add(element.getBoundingClientRect());
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    if (!text.textContent?.trim() || !text.parentElement || skipped(text.parentElement)) continue;
    range.selectNodeContents(text);
    add(range.getBoundingClientRect());
  }
  if (!Number.isFinite(bounds.left)) return undefined;
  const { scrollWidth, scrollHeight } = document.documentElement;
  const x = Math.max(0, Math.floor(bounds.left + window.scrollX) - COMPONENT_MARGIN);
  const y = Math.max(0, Math.floor(bounds.top + window.scrollY) - COMPONENT_MARGIN);
  const frame = document.createElement('div');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${x}px`,
    top: `${y}px`,
    width: `${Math.min(scrollWidth, Math.ceil(bounds.right + window.scrollX) + COMPONENT_MARGIN) - x}px`,
    height: `${Math.min(scrollHeight, Math.ceil(bounds.bottom + window.scrollY) + COMPONENT_MARGIN) - y}px`,
    pointerEvents: 'none',
  });
  frame.dataset.testid = 'visual-baseline';
  document.body.append(frame);
  return frame;
}

/** The viewport name a story sets for itself, if any (a phone, tablet or wall-screen story). */
function ownViewport(story: StoryUnderTest): string | undefined {
  return story.globals.viewport?.value ?? story.parameters.viewport?.defaultViewport;
}

/**
 * What may hold focus at rest: a text-entry field (a form that opens on its first field) and anything in
 * an open dialog (a modal dialog takes focus when it opens: that is its state). Nothing else may.
 */
const RESTING_FOCUS = [
  'input:not([type="button"]):not([type="submit"]):not([type="checkbox"]):not([type="radio"])',
  'textarea',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="dialog"] *',
  '[role="alertdialog"] *',
].join(', ');

/**
 * A pictured story shows a state at rest, as a designer who opens it sees it: a play function that
 * leaves focus on a button or link ("Try again", "Checkout") pictures a focus ring that is not the
 * state. Such a check belongs in its own story tagged `interaction` (docs/decisions/0010-visual-baselines.md).
 */
function expectAtRest(story: StoryUnderTest): void {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused.matches(RESTING_FOCUS)) return;
  const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
  throw new Error(
    `${story.id} is pictured as a state, but its play function leaves focus on <${focused.tagName.toLowerCase()}> "${name}". ` +
      'Keep the state at rest and move the interaction to its own story tagged "interaction".',
  );
}

/**
 * Which pictures a story gets (docs/decisions/0010-visual-baselines.md): only stories that show a state
 * at rest are pictured. Interaction stories (tagged `interaction`) and stories whose pixels are not
 * deterministic (`no-visual`) are tested but not pictured, as are states that look exactly like another
 * story of their file (`no-picture`: its picture would repeat that one's byte for byte). Screens, flows and app stories are pictured
 * at 360 px and 1280 px in the light theme and at 360 px in the dark one, the whole page (the dark
 * theme's desktop layout is the light one's, its colours the phone's); a screen story at the phone viewport repeats
 * its state's 360 px picture, so it is not pictured again, while tablet and wall-screen stories are
 * pictured at their own size. A screen's Indonesian story (`globals: { locale: 'id' }`) and a screen
 * story tagged `variant` (the page of a pictured state with one element in another state, such as the
 * shop's status line) are pictured once, light at 360 px
 * (docs/decisions/0028-variants-pictured-once.md): longer Indonesian words are a phone's problem and
 * change no colour, and a variant's element is pictured in every state by its own component stories.
 * Components are pictured in the light theme at their own bounds (laid out
 * at their story's viewport): their dark colours come from the same tokens the screens' dark pictures
 * already check.
 */
function picturesOf(
  story: StoryUnderTest,
  theme: 'light' | 'dark',
): { name: string; width?: number; cropped?: boolean }[] {
  if (['interaction', 'no-visual', 'no-picture'].some((tag) => story.tags.includes(tag))) return [];
  const isScreen = /^(screens|flows|app)-/.test(story.id);
  const viewport = ownViewport(story);
  if (!isScreen) return theme === 'light' ? [{ name: `${story.id}-${theme}`, cropped: true }] : [];
  if (viewport === 'phone') return [];
  if ((story.globals.locale === 'id' || story.tags.includes('variant')) && !viewport) {
    return theme === 'light' ? [{ name: `${story.id}-${theme}-360`, width: 360 }] : [];
  }
  if (viewport) return [{ name: `${story.id}-${theme}` }];
  // The dark theme at the phone's width only (docs/decisions/0024-dark-pictures-at-phone-width.md).
  const widths = theme === 'dark' ? SCREEN_WIDTHS.slice(0, 1) : SCREEN_WIDTHS;
  return widths.map((width) => ({ name: `${story.id}-${theme}-${width}`, width }));
}

/**
 * Visual baselines: after each story test (its play function done), the rendered page is compared
 * with the reference image committed beside the story file, in `__screenshots__/`.
 * A difference fails the test and writes the diff image; `npm run test:visual:update` accepts new
 * references (and optimises them losslessly, scripts/optimiseBaselines.ts).
 */
export function installVisualBaselines(theme: 'light' | 'dark'): void {
  afterEach(async (context) => {
    const story = (context as unknown as { story?: StoryUnderTest }).story;
    if (!story || context.task.result?.state === 'fail') return;
    const pictures = picturesOf(story, theme);
    if (pictures.length === 0) return;
    expectAtRest(story);
    await document.fonts.ready;
    // A fixed test id, not a locator derived from the page's text, which changes as the story settles.
    const shot = page.getByTestId('visual-baseline');
    for (const { name, width, cropped } of pictures) {
      if (width) await page.viewport(width, SCREEN_HEIGHT);
      await shootWholePage(async () => {
        const frame = cropped ? frameContent() : undefined;
        if (!frame) document.body.dataset.testid = 'visual-baseline';
        try {
          await expect.element(shot).toMatchScreenshot(name, {
            screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          });
        } finally {
          frame?.remove();
          delete document.body.dataset.testid;
        }
      });
    }
  });
}
