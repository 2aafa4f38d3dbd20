import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ButtonStories from '../components/Button.stories';
import { contrastRatio, parseRgb } from './contrast';
import type { ComponentGuide } from './guide';
import { GuideView } from './GuideBlock';

const buttonGuide = ButtonStories.parameters.guide as ComponentGuide;

const meta = {
  title: 'Docs/Guide block',
  component: GuideView,
  tags: ['!autodocs'],
  args: { guide: buttonGuide, status: 'stable' },
} satisfies Meta<typeof GuideView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first colour behind an element that is not see-through (the page's when none of its own). */
function backgroundOf(element: Element): [number, number, number] {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node).backgroundColor;
    if (style !== 'transparent' && !/,\s*0\)$/.test(style)) return parseRgb(style)!;
  }
  return parseRgb(getComputedStyle(document.documentElement).backgroundColor)!;
}

/** Every text under the element that reads under WCAG 2.2 AA (4.5:1) against what is painted behind it. */
function lowContrastTexts(root: Element): string[] {
  const failures: string[] = [];
  const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    const element = text.parentElement!;
    if (!text.textContent?.trim() || element.getAttribute('aria-hidden') === 'true') continue;
    const ratio = contrastRatio(parseRgb(getComputedStyle(element).color)!, backgroundOf(element));
    if (ratio < 4.5) failures.push(`"${text.textContent.trim().slice(0, 30)}" ${ratio.toFixed(2)}:1`);
  }
  return failures;
}

/**
 * The guide as the Button's docs page shows it. It runs in both themes (the dark test project repeats
 * it): every text of the guide, tables and do/don't captions included, must pass AA against what is
 * really painted behind it, the bug of near-white text on a white docs page in the dark theme.
 */
export const ButtonGuide: Story = {
  play: async ({ canvas, canvasElement }) => {
    const guide = canvas.getByRole('region', { name: 'Guide' });
    await expect(within(guide).getByText('stable')).toBeVisible();
    // Do's and don'ts as separate lists, one item each, and pictured pairs: live buttons, captioned.
    await expect(within(guide).getByRole('list', { name: 'Do' }).children).toHaveLength(3);
    await expect(within(guide).getByRole('list', { name: 'Don’t' }).children).toHaveLength(3);
    const figures = canvasElement.querySelectorAll('figure');
    await expect(figures).toHaveLength(4);
    const [firstDo, firstDont] = [...figures] as [HTMLElement, HTMLElement];
    await expect(firstDo).toHaveAttribute('data-example', 'do');
    await expect(firstDont).toHaveAttribute('data-example', 'dont');
    await expect(within(firstDo).getAllByRole('button')).toHaveLength(2);
    await expect(
      within(firstDont)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('data-variant') === 'accent'),
    ).toHaveLength(3);
    await expect(within(firstDo).getByText('Do', { exact: false, selector: 'figcaption strong' })).toBeVisible();
    await expect(within(firstDont).getByText('Don’t', { exact: false, selector: 'figcaption strong' })).toBeVisible();
    // Side by side at a desktop width.
    await expect(firstDo.getBoundingClientRect().top).toBe(firstDont.getBoundingClientRect().top);

    // Measured once the theme's colours have settled (the buttons ease their colours in 150 ms).
    await waitFor(() => expect(lowContrastTexts(guide)).toEqual([]));
  },
};
