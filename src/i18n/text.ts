import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Words a component is given: already in the page's language (a string), or a message to say in it
 * (`msg` from `@lingui/core/macro`), for lists of labels kept as data (a footer's links).
 */
export type Text = string | MessageDescriptor;

/** The words of a {@link Text} in the active language. */
export const textOf = (i18n: I18n, text: Text): string => (typeof text === 'string' ? text : i18n._(text));
