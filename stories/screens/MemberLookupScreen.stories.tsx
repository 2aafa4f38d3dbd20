import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MemberLookupScreen } from '../../src/screens/MemberLookupScreen';
import { pngFile } from '../fixtures/files';
import { expectPendingButton } from '../support/expectations';
import { staffFrame } from './frames';

const ISSUED = '2026-11-22T10:15:00+07:00';

/**
 * The counter's member look-up (docs/product.md, "Member card"), under the barista's bar: a card's
 * number typed, scanned or read from a picture, and what it holds. Staff use it on the counter's
 * tablet, so it is pictured at that size only.
 */
const meta = {
  title: 'Screens/Staff/Member card',
  component: MemberLookupScreen,
  args: {
    result: { state: 'idle' },
    onLookUp: fn(),
    onScan: fn(),
    onStopScan: fn(),
    onPicture: fn(),
  },
  decorators: [staffFrame('member')],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'tablet' } },
} satisfies Meta<typeof MemberLookupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  args: { result: { state: 'found', number: 'ABCDEFGHJKMN', firstName: 'Wulan', points: 7, issuedAt: ISSUED } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member card' })).toBeVisible();
    const outcome = canvas.getByRole('status', { name: 'Look-up result' });
    await expect(outcome).toHaveTextContent('Wulan');
    await expect(outcome).toHaveTextContent('7points');
    await expect(outcome).toHaveTextContent('ABCD EFGH JKMN · Member since November 22, 2026');
    await expect(outcome).not.toHaveTextContent('Free drink ready');
    await expect(canvas.getByRole('button', { name: 'Scan the QR code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Scan a picture' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(768);
  },
};

export const FoundWithReward: Story = {
  args: { result: { state: 'found', number: 'ABCDEFGHJKMN', firstName: 'Wulan', points: 12, issuedAt: ISSUED } },
  play: async ({ canvas }) => {
    const outcome = canvas.getByRole('status', { name: 'Look-up result' });
    await expect(outcome).toHaveTextContent('12points');
    await expect(canvas.getByText('Free drink ready')).toBeVisible();
  },
};

/** A well-formed number that no card has. */
export const Unknown: Story = {
  args: { result: { state: 'unknown', number: 'ABCDEFGHJKMN' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^No card has the number ABCD EFGH JKMN\./)).toBeVisible();
  },
};

/** A number too short to be one: refused beside the field, and nothing is asked of the server. */
export const Malformed: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(field, 'ABCD EFG{Enter}');
    await expect(field).toHaveAccessibleDescription('A card number has 12 letters and digits.');
    await expect(field).toBeInvalid();
    await expect(args.onLookUp).not.toHaveBeenCalled();
  },
};

export const LookingUp: Story = {
  args: { result: { state: 'loading', number: 'ABCDEFGHJKMN' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Looking up ABCD EFGH JKMN…')).toBeVisible();
    await expectPendingButton(canvas.getByRole('button', { name: /Looking up/ }), 'Looking up');
  },
};

export const Error: Story = {
  args: { result: { state: 'error', reason: 'connection' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The card could not be looked up. Check the connection and try again.'),
    ).toBeVisible();
  },
};

/** Typed as a customer reads it, in lower case with dashes: the number is looked up as the card has it. */
export const TypesAndLooksUp: Story = {
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(field, 'abcd-efgh');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
    await expect(field).toHaveAccessibleDescription('A card number has 12 letters and digits.');
    await expect(args.onLookUp).not.toHaveBeenCalled();
    await userEvent.type(field, '-jkmn');
    // The error goes as soon as the number is changed.
    await expect(field).not.toHaveAccessibleDescription('A card number has 12 letters and digits.');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
    await expect(args.onLookUp).toHaveBeenCalledWith({ number: 'ABCDEFGHJKMN' });
  },
};

/** The camera and a picture: the screen only asks; the app scans and reads. */
export const ScansOrChoosesAPicture: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Scan the QR code' }));
    await expect(args.onScan).toHaveBeenCalled();
    const file = pngFile('card.png');
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await expect(args.onPicture).toHaveBeenCalledWith({ file });
  },
};

/**
 * The app read no QR code in the chosen picture and says so where results show (the error box of
 * Error, other words: not pictured again).
 */
export const PictureWithoutCode: Story = {
  tags: ['interaction'],
  args: { result: { state: 'error', reason: 'noCodeInPicture' } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile('blur.png'));
    await expect(args.onPicture).toHaveBeenCalled();
    await expect(canvas.getByRole('status', { name: 'Look-up result' })).toHaveTextContent(
      'No QR code could be read in that picture. Try a sharper one, or type the number.',
    );
  },
};

/** While scanning, the app's camera view shows and the button stops it. */
export const Scanning: Story = {
  tags: ['interaction'],
  args: { scanning: true, scanner: <p>Camera view</p> },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Camera view')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop scanning' }));
    await expect(args.onStopScan).toHaveBeenCalled();
  },
};
