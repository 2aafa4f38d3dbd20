import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeading } from '../../src/components/PageHeading';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'The <h1> of a screen, at the section size on a phone and the title size from 640 px up, so long titles stay on two lines at 360 px.',
  dos: [
    'Use exactly one per screen, as its title.',
    "Use pageHeadingStyles when the heading must be another element's look.",
  ],
  donts: ["Don't use it for section headings: those are <h2>.", "Don't shrink it with a font size of your own."],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Heading', role: 'heading level 1', announced: 'The title; headings navigation lands on it first.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Layout/PageHeading',
  tags: ['status:stable'],
  component: PageHeading,
  parameters: { guide },
  args: { children: 'Finish your customer order now!' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many lines the heading's text takes. */
function lineCount(heading: HTMLElement): number {
  const style = getComputedStyle(heading);
  return Math.round(heading.getBoundingClientRect().height / parseFloat(style.lineHeight));
}

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Finish your customer order now!' });
    // The title step (2.25 rem) on a wide screen, on one line.
    await expect(getComputedStyle(heading).fontSize).toBe('36px');
    await expect(lineCount(heading)).toBe(1);
  },
};

/** At 360 px the heading steps down to the section size and takes at most two lines. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
    await expect(lineCount(heading)).toBeLessThanOrEqual(2);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** The longest page title the shop has, still two lines on a phone. */
export const LongTitleOnAPhone: Story = {
  args: { children: 'Let’s see what you have bought!' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(lineCount(canvas.getByRole('heading', { level: 1 }))).toBeLessThanOrEqual(2);
  },
};
