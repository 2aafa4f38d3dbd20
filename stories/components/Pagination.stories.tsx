import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../src/components/Pagination';

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

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  args: { page: 1, totalCount: 47, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 2 });
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 1 });
  },
};

export const Keyboard: Story = {
  args: { page: 3, totalCount: 200 },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Page 4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 4 });
  },
};

export const SinglePageHidesItself: Story = {
  args: { totalCount: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const PhoneWidth: Story = { args: { page: 10, totalCount: 300 }, globals: { viewport: { value: 'phone' } } };
