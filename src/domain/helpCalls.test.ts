import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { helpReplyFields, helpValuesSchema, validate } from './validation';
import {
  HELP_MESSAGE_EMPTY,
  HELP_REPLY_EMPTY,
  HELP_TOPIC_UNKNOWN,
  HELP_TEXT_MARKUP,
  HELP_TEXT_MAX,
  HELP_TEXT_TOO_LONG,
  helpTextLength,
  helpTextProblem,
  isHelpTopic,
  looksLikeMarkup,
} from './helpCalls';

describe('help calls', () => {
  it('counts characters as a person does, trimmed', () => {
    expect(helpTextLength('  ☕☕  ')).toBe(2);
  });

  it('takes 1 to 300 characters of plain text', () => {
    expect(helpTextProblem('Is there nut in the brownie?', HELP_MESSAGE_EMPTY)).toBeNull();
    expect(helpTextProblem('☕'.repeat(HELP_TEXT_MAX), HELP_MESSAGE_EMPTY)).toBeNull();
    expect(helpTextProblem('   ', HELP_MESSAGE_EMPTY)).toBe(HELP_MESSAGE_EMPTY);
    expect(helpTextProblem('a'.repeat(HELP_TEXT_MAX + 1), HELP_MESSAGE_EMPTY)).toBe(HELP_TEXT_TOO_LONG);
    expect(helpTextProblem('<b>hi</b>', HELP_MESSAGE_EMPTY)).toBe(HELP_TEXT_MARKUP);
  });

  it('sees tags, comments and processing instructions as markup, not a lone "less than"', () => {
    for (const text of ['<script>', '</p>', '< img src=x>', '<!-- x -->', '<?xml'])
      expect(looksLikeMarkup(text)).toBe(true);
    for (const text of ['1 < 2', 'size <3', 'a <= b', 'no tags']) expect(looksLikeMarkup(text)).toBe(false);
  });

  it('knows the four topics', () => {
    expect(isHelpTopic('allergens')).toBe(true);
    expect(isHelpTopic('refund')).toBe(false);
  });
});

describe('the help form and the answer', () => {
  it('keeps the message trimmed and names each field that is wrong', () => {
    expect(validate(helpValuesSchema, { topic: 'order', message: '  Where is it?  ' })).toEqual({
      ok: true,
      data: { topic: 'order', message: 'Where is it?' },
    });
    expect(validate(helpValuesSchema, { topic: 'refund', message: '<p>' })).toEqual({
      ok: false,
      errors: { topic: HELP_TOPIC_UNKNOWN, message: HELP_TEXT_MARKUP },
    });
    expect(validate(z.object(helpReplyFields), { reply: '' })).toEqual({
      ok: false,
      errors: { reply: HELP_REPLY_EMPTY },
    });
    expect(validate(z.object(helpReplyFields), { reply: 3 })).toEqual({
      ok: false,
      errors: { reply: HELP_REPLY_EMPTY },
    });
  });
});
