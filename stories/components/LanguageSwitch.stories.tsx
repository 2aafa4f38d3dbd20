import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LanguageSwitch } from '../../src/components/LanguageSwitch';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "Switches the page to the shop's other language in one press: on an English page it offers ID (Bahasa Indonesia), on an Indonesian one EN (English). Put it in every top bar a person starts from: the landing's, the sign-in pages', the signed-in bar and the profile.",
  dos: [
    'Place it beside the bar’s sign-in links or profile, always in the same place.',
    'Let the app remember the choice (app/state/locale.ts): the next visit opens in it.',
  ],
  donts: [
    "Don't translate the language's own name: Bahasa Indonesia reads the same on an English page.",
    "Don't hide it in a menu on phones: a visitor who cannot read the page cannot find the menu.",
  ],
  keyboard: [
    { key: 'Enter / Space', does: 'Switches the language; focus stays on the switch, now naming the other one.' },
  ],
  screenReader: [
    {
      part: 'Switch',
      role: 'button "ID · Bahasa Indonesia"',
      announced: 'The code it shows and the language in that language, spoken in it (lang).',
    },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Navigation/LanguageSwitch',
  tags: ['status:beta'],
  component: LanguageSwitch,
  parameters: { guide },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: it offers Bahasa Indonesia. */
export const OnAnEnglishPage: Story = {
  play: async ({ canvas }) => {
    const toIndonesian = canvas.getByRole('button', { name: 'ID · Bahasa Indonesia' });
    await expect(toIndonesian).toHaveTextContent('ID');
    await expect(toIndonesian).toHaveAttribute('lang', 'id');
  },
};

/** On an Indonesian page (the toolbar's language): it offers English. */
export const OnAnIndonesianPage: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    const toEnglish = canvas.getByRole('button', { name: 'EN · English' });
    await expect(toEnglish).toHaveTextContent('EN');
    await expect(toEnglish).toHaveAttribute('lang', 'en');
  },
};

/** Pressing it switches the page's language, and the switch then offers the first one back. */
export const Switches: Story = {
  tags: ['interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ID · Bahasa Indonesia' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'EN · English' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ID · Bahasa Indonesia' })).toBeVisible());
  },
};
