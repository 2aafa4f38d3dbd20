import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PartnersRow } from '../../src/components/PartnersRow';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: "The landing's 'Our Partner': a wrapping row of drawn partner wordmarks, each a named image.",
  dos: [
    "Give each partner its real name: it is the wordmark's text and its accessible name.",
    'Keep names short enough to fit a 360 px phone on one line each.',
  ],
  donts: ["Don't use bitmap logos with text in them.", "Don't make the wordmarks links unless they lead somewhere."],
  keyboard: [{ key: 'Tab', does: 'Passes over it: it has nothing to focus or operate.' }],
  screenReader: [
    { part: 'Section', role: 'region "Our Partner"', announced: 'A named region.' },
    { part: 'Partners', role: 'list of img', announced: "How many partners and each partner's name." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Landing/PartnersRow',
  tags: ['status:stable'],
  component: PartnersRow,
  parameters: { guide },
} satisfies Meta<typeof PartnersRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^Our Partner$/);
    const marks = canvas.getAllByRole('img');
    await expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual([
      'Kopi Nusantara',
      'Java Roasters',
      'Sumatra Leaf',
      'Toraja Highlands',
      'Bali Sunrise Dairy',
    ]);
    await expect(canvas.getByRole('img', { name: 'Java Roasters' })).toBeVisible();
    // Wordmarks are pictures, not stops for the keyboard.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'Our Partners: Farmers, Roasters and Dairies Across the Archipelago',
    partners: [
      { name: 'Koperasi Petani Kopi Gayo Highlands', glyph: 'mountain' },
      { name: 'Bean Route', glyph: 'bean' },
      { name: 'Flores Bajawa Estate Roasting House', glyph: 'sun' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const mark = canvas.getByRole('img', { name: 'Koperasi Petani Kopi Gayo Highlands' });
    await expect(mark).toHaveTextContent('Koperasi Petani Kopi Gayo Highlands');
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(section?.clientWidth ?? 0);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(section?.clientWidth ?? 0);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
