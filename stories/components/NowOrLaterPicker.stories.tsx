import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { NowOrLaterPicker, type NowOrLaterPickerProps } from '../../src/components/NowOrLaterPicker';

function Controlled(props: NowOrLaterPickerProps) {
  const [state, setState] = useState({ now: props.isNow, time: props.time });
  return (
    <NowOrLaterPicker
      {...props}
      isNow={state.now}
      time={state.time}
      onChange={(change) => {
        setState(change);
        props.onChange?.(change);
      }}
    />
  );
}

const meta = {
  title: 'Components/Catalogue/NowOrLaterPicker',
  component: NowOrLaterPicker,
  args: { isNow: true, time: '', now: '2026-11-23T14:05', method: 'home delivery', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NowOrLaterPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NowShowsTheCurrentTime: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByLabelText('Set time');
    await expect(time).toBeDisabled();
    await expect(time).toHaveValue('2026-11-23T14:05');
  },
};

export const LaterEnablesTheTime: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    const time = canvas.getByLabelText('Set time');
    await expect(time).toBeEnabled();
    // The browser's date-time editor ignores simulated typing, so set the value as the input would.
    fireEvent.change(time, { target: { value: '2026-11-24T15:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ now: false, time: '2026-11-24T15:30' });
  },
};

export const DineInIsAlwaysNow: Story = {
  args: { method: 'dine in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(canvas.getByText('Dine in is served now')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
