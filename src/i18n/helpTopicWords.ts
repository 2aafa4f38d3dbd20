import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HelpTopic } from '../domain/helpCalls';

/*
 * Apart from src/i18n/helpWords.ts: the help corner of a page at rest names a call's topic, and only
 * the form and the queue's panel need the call's fixed texts, with the table of every fixed text they
 * fall back on (docs/benchmarks.md, "The first loads measured again").
 */

/** Ask a Staff's topics, as the form and the queue's panel name them. */
export const HELP_TOPIC_WORDS: Record<HelpTopic, MessageDescriptor> = {
  allergens: msg`Allergens and ingredients`,
  recommendation: msg`A recommendation`,
  order: msg`My order`,
  other: msg`Something else`,
};
