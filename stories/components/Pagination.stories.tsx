import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../src/components/Pagination';
import { expectPhoneWidthWithoutSidewaysScroll } from '../support/expectations';
import type { ComponentGuide } from '../docs/guide';

/** Holds the page the way a screen would, so the stories show the bar moving. */
function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(change) => {
        setPage(change.page);
        props.onPageChange(change);
      }}
    />
  );
}

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    "Pages of 10 under a list: first, previous, up to five numbers, next and last, and 'Page n of m'. It hides itself when everything fits on one page.",
  dos: [
    "Pass totalCount from the list's answer, not the page's length.",
    'Keep page in the URL so a page can be shared.',
  ],
  donts: [
    "Don't show it for one page: it returns nothing then.",
    "Don't move focus to the top of the list on every page change without saying so.",
  ],
  keyboard: [
    { key: 'Tab', does: 'Moves through First, Previous, the page numbers, Next and Last.' },
    { key: 'Enter or Space', does: 'Goes to that page (nothing on the current one).' },
  ],
  screenReader: [
    { part: 'Bar', role: 'navigation "Pagination"', announced: 'A navigation landmark.' },
    {
      part: 'Arrows',
      role: 'button "First page", "Previous page", "Next page", "Last page"',
      announced: 'Their names; the glyphs are hidden.',
    },
    {
      part: 'Numbers',
      role: 'button "Page 3", aria-current=page',
      announced: "The current page is marked 'current page'.",
    },
    { part: 'Position', role: 'live text (polite)', announced: "'Page 2 of 7' after a change." },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Navigation/Pagination',
  tags: ['status:stable'],
  component: Pagination,
  parameters: { guide },
  args: { page: 1, totalCount: 47, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Page 1 of 5')).toHaveAttribute('aria-live', 'polite');
  },
};

export const NextPageFromTheFirst: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const status = canvas.getByText('Page 1 of 5');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 2 });
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(status).toHaveTextContent('Page 2 of 5');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeEnabled();
  },
};

export const MiddlePage: Story = {
  args: { page: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Page 3 of 5')).toBeVisible();
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const MovesFromTheMiddleToTheEnd: Story = {
  tags: ['interaction'],
  args: { page: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 4 });
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 5 });
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
  },
};

export const CurrentPageIsNoOp: Story = {
  tags: ['interaction'],
  args: { page: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const ManyPages: Story = {
  args: { page: 12, totalCount: 473 },
  play: async ({ canvas }) => {
    // Five numbers around the current page, never all 48.
    const numbered = canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    await expect(numbered).toEqual(['10', '11', '12', '13', '14']);
    await expect(canvas.getByText('Page 12 of 48')).toBeVisible();
  },
};

export const CustomPageSize: Story = {
  args: { totalCount: 47, pageSize: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
  },
};

export const BackToTheFirstFromTheLast: Story = {
  tags: ['interaction'],
  args: { page: 5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 1 });
  },
};

export const Keyboard: Story = {
  tags: ['interaction'],
  args: { page: 3, totalCount: 200 },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Page 4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 4 });
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Page 5' });
    await expect(next).toHaveFocus();
    await expect(next).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 5 });
  },
};

export const SinglePageHidesItself: Story = {
  args: { totalCount: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** At 360 px the bar stays one row: the four arrows and three numbers around the current page. */
export const PhoneWidth: Story = {
  args: { page: 10, totalCount: 300 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'First page',
      'Previous page',
      'Page 9',
      'Page 10',
      'Page 11',
      'Next page',
      'Last page',
    ]);
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (const button of buttons) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};

/** On the first page a phone shows pages 1 to 3, still one row. */
export const PhoneWidthFirstPage: Story = {
  args: { page: 1, totalCount: 300 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const numbered = canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    await expect(numbered).toEqual(['1', '2', '3']);
    const tops = new Set(canvas.getAllByRole('button').map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
  },
};
