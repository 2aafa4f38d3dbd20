/**
 * Ask a Staff (docs/product.md, "Help calls"): a customer's question to the baristas and its answer,
 * with the rules the form, the API and the queue's panel share.
 */

/** What a customer may ask about, in the order the form offers them. */
export const HELP_TOPICS = ['allergens', 'recommendation', 'order', 'other'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** A question and an answer are a few lines at most: they are read on a phone and a tablet. */
export const HELP_TEXT_MAX = 300;
/** Open calls one customer may have at once: enough to ask again, not enough to flood the queue's panel. */
export const OPEN_HELP_CALLS_MAX = 3;
/** Calls one customer may make in an hour, answered or not, so answering fast does not open a flood. */
export const HELP_CALLS_PER_HOUR = 10;
export const HELP_WINDOW_MS = 60 * 60_000;

export const HELP_MESSAGE_EMPTY = 'Write your question';
export const HELP_REPLY_EMPTY = 'Write your answer';
export const HELP_TEXT_TOO_LONG = `Keep it to ${HELP_TEXT_MAX} characters`;
export const HELP_TEXT_MARKUP = 'Plain text only: no HTML tags';
export const HELP_TOPIC_UNKNOWN = 'Choose what your question is about';
export const HELP_TOO_MANY_OPEN = `You already have ${OPEN_HELP_CALLS_MAX} questions waiting: a barista will answer them first`;
export const HELP_TOO_MANY_CALLS = `You have asked ${HELP_CALLS_PER_HOUR} questions in the last hour: please ask at the counter`;

/** Anything a browser could read as a tag (`<b>`, `</p>`, `<!--`, `<?`): the text is shown as plain text, never as HTML. */
const MARKUP = /<\s*[a-z!/?]/i;

export function looksLikeMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/** Characters as a person counts them (an emoji is one). */
export function helpTextLength(text: string): number {
  return [...text.trim()].length;
}

/** Why a question or an answer cannot be sent, or null: filled, at most 300 characters, plain text. */
export function helpTextProblem(text: string, emptyMessage: string): string | null {
  const length = helpTextLength(text);
  if (length === 0) return emptyMessage;
  if (length > HELP_TEXT_MAX) return HELP_TEXT_TOO_LONG;
  if (looksLikeMarkup(text)) return HELP_TEXT_MARKUP;
  return null;
}

export function isHelpTopic(value: unknown): value is HelpTopic {
  return (HELP_TOPICS as readonly unknown[]).includes(value);
}
