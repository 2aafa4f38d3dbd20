import type { within } from 'storybook/test';
import { expect, userEvent, type Mock } from 'storybook/test';

/** What the shared checks read of a story's context: its canvas queries, and its args' retry callback. */
interface StatusContext {
  canvas: ReturnType<typeof within>;
  args: { onRetry?: Mock | ((...args: never[]) => unknown) };
}

type Check = (context: StatusContext) => Promise<void>;

/**
 * The checks every screen's status stories share (docs/architecture.md#adding-a-component): a screen that failed to
 * load offers "Try again" at rest, its press asks for the data again, and a 404 rests on the not-found
 * note without a retry. A story adds what its screen keeps or hides with `also`:
 *
 *   export const Error: Story = { args: { status: 'error' }, play: offersTryAgain() };
 *   export const ErrorTryAgain: Story = { tags: ['interaction'], args: Error.args, play: pressesTryAgain() };
 *   export const NotFound: Story = { args: { status: 'notFound' }, play: restsOnNotFound(also) };
 *
 * The stories stay object literals in their files, so Storybook's index reads their names and tags.
 */
export const offersTryAgain =
  (also?: Check): Check =>
  async (context) => {
    await expect(context.canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await also?.(context);
  };

/** The error state's one action: "Try again" calls `onRetry`. */
export const pressesTryAgain =
  (also?: Check): Check =>
  async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: 'Try again' }));
    await expect(context.args.onRetry).toHaveBeenCalled();
    await also?.(context);
  };

/** A 404 rests on the not-found note ("Not found", gone or wrong link), with nothing to retry. */
export const restsOnNotFound =
  (also?: Check): Check =>
  async (context) => {
    await expect(context.canvas.getByText('Not found')).toBeVisible();
    await expect(context.canvas.getByText(/not here any more/)).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await also?.(context);
  };
