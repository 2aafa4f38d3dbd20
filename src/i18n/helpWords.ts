import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  HELP_MESSAGE_EMPTY,
  HELP_REPLY_EMPTY,
  HELP_TEXT_MARKUP,
  HELP_TEXT_MAX,
  HELP_TEXT_TOO_LONG,
  HELP_TOO_MANY_CALLS,
  HELP_TOO_MANY_OPEN,
  HELP_TOPIC_UNKNOWN,
  OPEN_HELP_CALLS_MAX,
  HELP_CALLS_PER_HOUR,
} from '../domain/helpCalls';
import { sayMessage } from './messageWords';

// The topics alone, for a page at rest (src/i18n/helpTopicWords.ts); the texts below only the form and
// the queue's panel say.
export { HELP_TOPIC_WORDS } from './helpTopicWords';

const max = HELP_TEXT_MAX;
const open = OPEN_HELP_CALLS_MAX;
const perHour = HELP_CALLS_PER_HOUR;

/** The help calls' fixed texts (src/domain/helpCalls.ts, which the server answers with), in the page's language. */
const HELP_TEXT_WORDS = new Map<string, MessageDescriptor>([
  [HELP_MESSAGE_EMPTY, msg`Write your question`],
  [HELP_REPLY_EMPTY, msg`Write your answer`],
  [HELP_TEXT_TOO_LONG, msg`Keep it to ${max} characters`],
  [HELP_TEXT_MARKUP, msg`Plain text only: no HTML tags`],
  [HELP_TOPIC_UNKNOWN, msg`Choose what your question is about`],
  [HELP_TOO_MANY_OPEN, msg`You already have ${open} questions waiting: a barista will answer them first`],
  [HELP_TOO_MANY_CALLS, msg`You have asked ${perHour} questions in the last hour: please ask at the counter`],
]);

/** A help call's text from the domain or the server in the page's language; any other text as it came. */
export function sayHelpMessage(i18n: I18n, text: string): string {
  const words = HELP_TEXT_WORDS.get(text);
  return words ? i18n._(words) : sayMessage(i18n, text);
}
