import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox } from '../../src/components/SearchBox';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage: 'The collapsible product search of both nav bars: the icon opens a field, Enter searches, Escape closes.',
  dos: [
    'Open it (defaultExpanded, defaultValue) on a results page that has a query.',
    'Trim and route in onSearch({ query }).',
  ],
  donts: [
    "Don't search on every key press: Enter searches.",
    "Don't put it outside a nav bar without a visible label nearby.",
  ],
  keyboard: [
    { key: 'Enter or Space', does: 'On the search icon: opens the field and moves focus into it.' },
    { key: 'Enter', does: 'In the field: searches for the trimmed text.' },
    { key: 'Escape', does: 'In the field: closes it and returns focus to the search icon.' },
    { key: 'Tab', does: "Moves from the field to 'Close search'." },
  ],
  screenReader: [
    { part: 'Opener', role: 'button "Search products", collapsed', announced: "The name and 'collapsed'." },
    { part: 'Field', role: 'searchbox "Search products"', announced: 'The name and what is typed.' },
    { part: 'Close', role: 'button "Close search"', announced: 'The label.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Navigation/SearchBox',
  tags: ['status:stable'],
  component: SearchBox,
  parameters: { guide },
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Search products' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const OpensAndSearches: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Search products' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.click(opener);
    const field = await canvas.findByRole('searchbox', { name: 'Search products' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, '  latte {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'latte' });
  },
};

export const KeyboardOnly: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const opener = canvas.getByRole('button', { name: 'Search products' });
    await expect(opener).toHaveFocus();
    await expect(opener).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    await userEvent.keyboard('Caramel Macchiato{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'Caramel Macchiato' });
  },
};

export const EscapeCollapses: Story = {
  tags: ['interaction'],
  args: { defaultExpanded: true, defaultValue: 'mocha' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    // Focus goes back to the opener, so the keyboard user is not dropped to the page top.
    await expect(canvas.getByRole('button', { name: 'Search products' })).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const CloseButton: Story = {
  tags: ['interaction'],
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close search' }));
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Search products' })).toHaveFocus();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true, defaultValue: 'Hazelnut' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('searchbox', { name: 'Search products' })).toHaveValue('Hazelnut');
    // Starting open does not steal focus from the page.
    await expect(await canvas.findByRole('searchbox')).not.toHaveFocus();
  },
};

export const BlankQuery: Story = {
  tags: ['interaction'],
  args: { defaultExpanded: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('searchbox'), '   {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: '' });
  },
};

export const LongText: Story = {
  args: {
    defaultExpanded: true,
    defaultValue: 'Iced caramel hazelnut oat milk latte with an extra shot and whipped cream',
    label: 'Search the whole menu',
  },
  play: async ({ canvas, args }) => {
    const field = await canvas.findByRole('searchbox', { name: 'Search the whole menu' });
    await userEvent.click(field);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({
      query: 'Iced caramel hazelnut oat milk latte with an extra shot and whipped cream',
    });
  },
};

export const PhoneWidth: Story = {
  args: { defaultExpanded: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const field = await canvas.findByRole('searchbox');
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
