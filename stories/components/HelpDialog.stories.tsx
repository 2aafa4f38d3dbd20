import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { HelpDialog, type HelpDialogProps } from '../../src/components/HelpDialog';
import type { HelpFormValues } from '../../src/components/HelpForm';
import { SignInToAskDialog } from '../../src/components/SignInToAskDialog';
import { HELP_MESSAGE_EMPTY, HELP_TEXT_MARKUP, HELP_TOPIC_UNKNOWN } from '../../src/domain/helpCalls';
import { helpValuesSchema, validate } from '../../src/domain/validation';
import { expectPhoneWidthWithoutSidewaysScroll, rest } from '../support/expectations';

import type { ComponentGuide } from '../docs/guide';

/** The design-system guide shown on the autodocs page (stories/docs/guide.ts). */
const guide = {
  usage:
    'Ask a Staff: a customer asks a barista about a product or an order. The topic is four radios, the question one short text with a counter; the answer comes back on the page they asked from.',
  dos: [
    'Say what the question is about (the product, the order) in the line under the title.',
    'Keep the text they typed when the server refuses it.',
  ],
  donts: ["Don't open it for a visitor: ask them to sign in (SignInToAskDialog).", "Don't close it while sending."],
  keyboard: [
    {
      key: 'Tab / Shift+Tab',
      does: 'Moves between the topic, the question, Cancel and Send; focus stays in the dialog.',
    },
    { key: 'Arrow keys', does: 'Choose among the topics.' },
    { key: 'Escape', does: 'Closes it (not while sending).' },
  ],
  screenReader: [
    { part: 'Dialog', role: 'dialog "Ask a Staff"', announced: 'The title and what the question is about.' },
    { part: 'Topic', role: 'radiogroup "What is it about?"', announced: 'The four topics.' },
    { part: 'Question', role: 'textbox "Your question"', announced: 'Its hint, the count and any error.' },
  ],
} satisfies ComponentGuide;

const meta = {
  title: 'Components/Ordering/HelpDialog',
  tags: ['status:beta'],
  component: HelpDialog,
  args: {
    isOpen: true,
    about: 'Caffe Latte',
    values: { topic: null, message: '' },
    errors: {},
    isSending: false,
    onChange: fn(),
    onSend: fn(),
    onCancel: fn(),
  },
  parameters: { guide, layout: 'fullscreen', docs: { story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof HelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = () => screen.findByRole('dialog', { name: 'Ask a Staff' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed();
    await expect(dialog).toHaveTextContent('About Caffe Latte. A barista answers here');
    await expect(screen.getByRole('radiogroup', { name: 'What is it about?' })).toBeVisible();
    await expect(screen.getByText('0/300')).toBeVisible();
    rest(canvasElement);
  },
};

export const WithErrors: Story = {
  args: {
    values: { topic: null, message: '<b>Is it vegan?</b>' },
    errors: { topic: HELP_TOPIC_UNKNOWN, message: HELP_TEXT_MARKUP },
  },
  play: async ({ canvasElement }) => {
    await dialogNamed();
    await expect(screen.getByText('Choose what your question is about')).toBeVisible();
    await expect(screen.getByText('Plain text only: no HTML tags')).toBeVisible();
    rest(canvasElement);
  },
};

export const Sending: Story = {
  args: { values: { topic: 'allergens', message: 'Is there nut in the brownie?' }, isSending: true },
  play: async ({ canvasElement }) => {
    await dialogNamed();
    await expect(screen.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-disabled', 'true');
    rest(canvasElement);
  },
};

/** The form as a route drives it: its values kept, checked on Send. */
function LiveHelpDialog(props: HelpDialogProps) {
  const [values, setValues] = useState<HelpFormValues>(props.values);
  const [errors, setErrors] = useState<HelpDialogProps['errors']>({});
  return (
    <HelpDialog
      {...props}
      values={values}
      errors={errors}
      onChange={({ values: next }) => setValues(next)}
      onSend={() => {
        const check = validate(helpValuesSchema, values);
        setErrors(check.ok ? {} : check.errors);
        if (check.ok) props.onSend();
      }}
    />
  );
}

export const FillAndSend: Story = {
  tags: ['interaction'],
  render: (args) => <LiveHelpDialog {...args} />,
  play: async ({ args }) => {
    await dialogNamed();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText(HELP_TOPIC_UNKNOWN)).toBeVisible();
    await expect(screen.getByText(HELP_MESSAGE_EMPTY)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Allergens and ingredients' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Is there nut in it?');
    await expect(screen.getByText('19/300')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
  },
};

export const Cancel: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    await dialogNamed();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await dialogNamed();
    await expectPhoneWidthWithoutSidewaysScroll(canvasElement);
    rest(canvasElement);
  },
};

export const SignInToAsk: Story = {
  render: () => (
    <SignInToAskDialog
      isOpen
      loginHref="/auth/login?next=%2Fcust%2Fproduct-d%3Fid%3D4"
      signupHref="/auth/signup?next=%2Fcust%2Fproduct-d%3Fid%3D4"
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog', { name: 'Sign in to ask' });
    await expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fcust%2Fproduct-d%3Fid%3D4',
    );
    rest(canvasElement);
  },
};
