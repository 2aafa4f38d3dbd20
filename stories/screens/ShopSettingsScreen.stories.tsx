import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopSettingsScreen } from '../../src/screens/ShopSettingsScreen';
import { SHOP_TODAY, shopSettings } from '../fixtures/shop';
import { adminFrame } from './frames';
import { expectLoadingScreen, expectPendingButton, expectSkeletonShape } from '../support/expectations';
import { offersTryAgain, pressesTryAgain } from '../support/statusStories';
import { chooseDate, dateSelects } from '../support/fields';

const meta = {
  title: 'Screens/Admin/Shop settings',
  component: ShopSettingsScreen,
  args: { status: 'ready', settings: shopSettings, today: SHOP_TODAY, onSave: fn(), onRetry: fn() },
  decorators: [adminFrame('shop')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('group', { name }));

/** The saved week: Friday runs past midnight, Saturday until 24:00, Sunday closed; two closed dates. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
    await expect(day(canvasElement, 'Monday').getByRole('checkbox', { name: 'Monday open' })).toBeChecked();
    await expect(day(canvasElement, 'Friday').getByRole('combobox', { name: 'Closes' })).toHaveValue('02:00');
    await expect(day(canvasElement, 'Saturday').getByRole('combobox', { name: 'Closes' })).toHaveValue('24:00');
    await expect(day(canvasElement, 'Sunday').getByRole('checkbox', { name: 'Sunday open' })).not.toBeChecked();
    await expect(day(canvasElement, 'Sunday').getByText('Closed all day')).toBeVisible();
    const dates = within(canvas.getByRole('list', { name: 'Closed dates' })).getAllByRole('listitem');
    await expect(dates.map((item) => item.textContent)).toEqual(['December 25, 2026Remove', 'January 1, 2027Remove']);
    await expect(canvas.getByRole('textbox', { name: /Tax rate/ })).toHaveValue('10');
    await expect(canvas.getByRole('textbox', { name: /Shipping fee/ })).toHaveValue('10000');
    await expect(canvas.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  },
};

export const Loading: Story = {
  args: { status: 'loading', settings: null },
  play: async ({ canvasElement }) => {
    await expectLoadingScreen(canvasElement, 'Loading the shop settings');
    await expectSkeletonShape(canvasElement, 'shop-settings');
  },
};

export const Error: Story = {
  args: { status: 'error', settings: null },
  play: offersTryAgain(async ({ canvas }) => {
    await expect(canvas.getByText(/could not load the shop settings/)).toBeVisible();
  }),
};

export const ErrorTryAgain: Story = {
  tags: ['interaction'],
  args: Error.args,
  play: pressesTryAgain(),
};

/** The server refused (400 naming the field): its words stand beside the field. */
export const WithErrors: Story = {
  args: {
    fieldErrors: {
      taxRatePercent: 'tax_rate_percent must be a whole number from 0 to 20',
      'deliveryWindow.end': 'delivery_window: end must be after start',
    },
    serverError: 'tax_rate_percent must be a whole number from 0 to 20',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Tax rate/ })).toHaveAccessibleDescription(
      /tax_rate_percent must be a whole number from 0 to 20/,
    );
    await expect(canvas.getByRole('combobox', { name: 'Until' })).toHaveAccessibleDescription(
      /end must be after start/,
    );
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas }) => {
    await expectPendingButton(canvas.getByRole('button', { name: /Save settings/ }), 'Saving');
  },
};

export const Saved: Story = {
  args: { isSaved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Settings saved. New orders follow them from now on.')).toBeVisible();
  },
};

/** On a tablet the hours and the other cards stack, each row's times side by side. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const monday = day(canvasElement, 'Monday');
    const [opens, closes] = [
      monday.getByRole('combobox', { name: 'Opens' }),
      monday.getByRole('combobox', { name: 'Closes' }),
    ];
    await expect(opens.getBoundingClientRect().top).toBe(closes.getBoundingClientRect().top);
  },
};

export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pengaturan toko' })).toBeVisible();
  },
};

/** Wednesday with a break: open 07:00–11:00, closed over midday, open again 15:00–22:00. */
export const WithABreak: Story = {
  args: {
    settings: {
      ...shopSettings,
      hours: shopSettings.hours.flatMap((hours) =>
        hours.day === 3
          ? [
              { day: 3 as const, opens: '15:00', closes: '22:00' },
              { day: 3 as const, opens: '07:00', closes: '11:00' },
            ]
          : [hours],
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const wednesday = day(canvasElement, 'Wednesday');
    await expect(wednesday.getByRole('combobox', { name: 'Opens' })).toHaveValue('07:00');
    await expect(wednesday.getByRole('combobox', { name: 'Closes' })).toHaveValue('11:00');
    await expect(wednesday.getByRole('combobox', { name: 'Reopens' })).toHaveValue('15:00');
    await expect(wednesday.getByRole('combobox', { name: 'Closes again' })).toHaveValue('22:00');
    await expect(wednesday.getByRole('button', { name: 'Remove the break on Wednesday' })).toBeVisible();
    await expect(wednesday.queryByRole('button', { name: /Add a break/ })).not.toBeInTheDocument();
    await expect(day(canvasElement, 'Monday').getByRole('button', { name: 'Add a break on Monday' })).toBeVisible();
  },
};

/** A break added to Monday: its times are asked for, an overlap is refused, then both openings are saved. */
export const AddsABreak: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, args }) => {
    const monday = day(canvasElement, 'Monday');
    await userEvent.click(monday.getByRole('button', { name: 'Add a break on Monday' }));
    const reopens = monday.getByRole('combobox', { name: 'Reopens' });
    await expect(reopens).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(reopens).toHaveAccessibleDescription('Choose a time');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(reopens, '15:00');
    await userEvent.selectOptions(monday.getByRole('combobox', { name: 'Closes again' }), '22:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(reopens).toHaveAccessibleDescription("This overlaps the day's other opening");
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(monday.getByRole('combobox', { name: 'Closes' }), '11:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      settings: {
        ...shopSettings,
        hours: [
          { day: 1, opens: '07:00', closes: '11:00' },
          { day: 1, opens: '15:00', closes: '22:00' },
          ...shopSettings.hours.filter((range) => range.day !== 1),
        ],
      },
    });

    // Removed, the day is one opening again, and the button to add a break comes back.
    await userEvent.click(monday.getByRole('button', { name: 'Remove the break on Monday' }));
    await expect(monday.queryByRole('combobox', { name: 'Reopens' })).not.toBeInTheDocument();
    await expect(monday.getByRole('button', { name: 'Add a break on Monday' })).toBeVisible();
  },
};

/** The obvious mistakes are said beside their fields before anything is sent; fixed, the save goes. */
export const ChecksTheFields: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, args }) => {
    const monday = day(canvasElement, 'Monday');
    await userEvent.selectOptions(monday.getByRole('combobox', { name: 'Closes' }), '07:00');
    const friday = day(canvasElement, 'Friday');
    await userEvent.selectOptions(friday.getByRole('combobox', { name: 'Closes' }), '09:00');
    await userEvent.click(friday.getByRole('checkbox', { name: 'Friday open' }));
    await userEvent.click(friday.getByRole('checkbox', { name: 'Friday open' }));
    await userEvent.selectOptions(friday.getByRole('combobox', { name: 'Opens' }), '20:00');
    const tax = canvas.getByRole('textbox', { name: /Tax rate/ });
    await userEvent.clear(tax);
    await userEvent.type(tax, '25');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Until' }), '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(monday.getByRole('combobox', { name: 'Closes' })).toHaveAccessibleDescription(
      'Opening and closing are the same time',
    );
    await expect(friday.getByRole('combobox', { name: 'Closes' })).toHaveAccessibleDescription(
      "This runs past midnight into the next day's opening",
    );
    await expect(tax).toHaveAccessibleDescription(/Tax must be a whole number from 0 to 20 %/);
    await expect(canvas.getByRole('combobox', { name: 'Until' })).toHaveAccessibleDescription(
      'The end must be after the start',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some settings need a look');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(monday.getByRole('combobox', { name: 'Closes' }), '22:00');
    await userEvent.selectOptions(friday.getByRole('combobox', { name: 'Closes' }), '02:00');
    await userEvent.clear(tax);
    await userEvent.type(tax, '11');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Until' }), '19:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      settings: {
        ...shopSettings,
        hours: shopSettings.hours.map((hours) => (hours.day === 5 ? { ...hours, opens: '20:00' } : hours)),
        taxRatePercent: 11,
      },
    });
  },
};

/** A closed date is added in order, a past one refused, and one removed. */
export const ClosesADate: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const { day: dateDay } = dateSelects(canvas, 'Date');
    await chooseDate(canvas, 'Date', '2026-11-20');
    await userEvent.click(canvas.getByRole('button', { name: 'Close this date' }));
    await expect(dateDay).toHaveAccessibleDescription('That date has passed');
    await chooseDate(canvas, 'Date', '2026-12-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Close this date' }));
    const list = within(canvas.getByRole('list', { name: 'Closed dates' }));
    await expect(list.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'December 25, 2026',
      'December 31, 2026',
      'January 1, 2027',
    ]);
    await userEvent.click(list.getByRole('button', { name: 'Remove December 25, 2026' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      settings: { ...shopSettings, closedDates: ['2026-12-31', '2027-01-01'] },
    });
  },
};
