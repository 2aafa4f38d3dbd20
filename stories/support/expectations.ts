import isChromatic from 'chromatic/isChromatic';
import { expect, within } from 'storybook/test';

/**
 * A phone-width story proves it really is at phone width and that nothing makes the page scroll
 * sideways, the layout defect a person on a 360 px phone notices first.
 */
export async function expectPhoneWidthWithoutSidewaysScroll(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument.documentElement;
  // Chromatic's modes set the width themselves (a phone story is captured at 1280 px too), so only the tests pin it.
  if (!isChromatic()) await expect(page.clientWidth).toBeLessThanOrEqual(360);
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** Long text wraps inside its box: nothing is cut off or pushes the box wider than its parent. */
export async function expectToWrapWithin(element: Element) {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}

/**
 * A button busy with its action: its spinner tells screen readers what it is doing, and it is
 * marked pending (react-aria then ignores presses; the stories check the callback stays silent).
 */
export async function expectPendingButton(button: HTMLElement, doing: string) {
  await expect(within(button).getByRole('status', { name: doing })).toBeInTheDocument();
  await expect(button).toHaveAttribute('data-pending', 'true');
}

/** A screen still loading: one status line says what is loading, and no error shows instead. */
export async function expectLoadingScreen(canvasElement: HTMLElement, what: string) {
  const status = within(canvasElement).getByRole('status');
  await expect(status).toHaveTextContent(what);
  await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
}

/**
 * A screen's loading skeleton is drawn in that screen's own shape (its `data-skeleton` name), not
 * the generic grey cards: exactly one, silent to screen readers, nothing in it to focus. Returns it,
 * so a story can count its pieces (see `skeletonPieces`).
 */
export async function expectSkeletonShape(canvasElement: HTMLElement, shape: string): Promise<HTMLElement> {
  const skeletons = canvasElement.querySelectorAll<HTMLElement>('[data-skeleton]');
  await expect(skeletons).toHaveLength(1);
  const skeleton = skeletons[0]!;
  await expect(skeleton).toHaveAttribute('data-skeleton', shape);
  await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  await expect(skeleton.querySelector('a, button, input, select, textarea, [tabindex]')).toBeNull();
  return skeleton;
}

/** The skeleton's blocks of one shape (a tile, a field, a stat card…), as `Skeleton` marks them. */
export function skeletonPieces(skeleton: HTMLElement, piece: string): HTMLElement[] {
  return Array.from(skeleton.querySelectorAll<HTMLElement>(`[data-skeleton-piece="${piece}"]`));
}

/** How many of these elements share the first one's row: what a grid or a row of columns holds across. */
export function countInFirstRow(elements: readonly HTMLElement[]): number {
  const top = elements[0]?.getBoundingClientRect().top;
  return elements.filter((element) => Math.abs(element.getBoundingClientRect().top - (top ?? 0)) < 1).length;
}

/** How many columns a CSS grid draws right now (its computed template has one track per column). */
export function gridColumnCount(grid: HTMLElement): number {
  return getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
}

/**
 * The colour a design-token utility class paints in the current theme, read from a throwaway probe,
 * so a story can check what a person sees (the accent yellow) rather than the prop it passed.
 */
export function paintedBy(
  className: string,
  property: 'backgroundColor' | 'color' | 'borderTopColor' | 'borderLeftColor' = 'backgroundColor',
): string {
  const probe = document.createElement('span');
  probe.className = className;
  document.body.append(probe);
  const colour = getComputedStyle(probe)[property];
  probe.remove();
  return colour;
}

/**
 * The element's text sits on one line: every line box its text makes has the same top. Catches a
 * price, an arrow or a label that wraps at phone width.
 */
export async function expectOnOneLine(element: Element) {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  const tops = new Set(
    Array.from(range.getClientRects())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => Math.round(rect.bottom)),
  );
  await expect(tops.size).toBeLessThanOrEqual(1);
}

/** Whether a story renders at the phone width (its `viewport` global is the 360 px phone of preview.tsx). */
export function isPhoneStory(globals: Record<string, unknown>): boolean {
  const viewport = globals.viewport as { value?: unknown } | undefined;
  return viewport?.value === 'phone';
}

/**
 * Ends a state story at rest when its state is reached through the form (a refused save, the message
 * after a press): the picture and the designer see the state, not the pressed control's focus ring
 * (docs/decisions/0010-visual-baselines.md).
 */
export function rest(canvasElement: HTMLElement) {
  const focused = canvasElement.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
}

/** WCAG's contrast ratio of two computed `rgb(…)` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** How far apart two computed `rgb(…)` colours are (Euclidean, 0 to 441): under ~60 they read as one. */
export function colourDistance(first: string, second: string): number {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [a, b] = [channels(first), channels(second)];
  return Math.hypot(...a.map((value, index) => value - b[index]!));
}

/**
 * A figure (a price, a count) stays whole on one line: its text's boxes all sit on one line, it is no
 * taller than one line, and nothing of it is cut off sideways.
 */
export async function expectWholeFigure(element: HTMLElement): Promise<void> {
  await expectOnOneLine(element);
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
  await expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}
